// Helpers shared by the PNG and JPEG shims.
#include "CCodecShims.h"
#include "shim_common.h"

#include <stdlib.h>
#include <string.h>

void fs_codec_free(void *pointer) { free(pointer); }

void fs_codec_set_message(fs_codec_error *error, const char *message) {
    if (error == NULL) return;
    if (message == NULL) message = "unknown error";
    size_t length = strlen(message);
    if (length >= sizeof error->message) length = sizeof error->message - 1;
    memcpy(error->message, message, length);
    error->message[length] = '\0';
}

void fs_codec_clear_error(fs_codec_error *error) {
    if (error == NULL) return;
    error->message[0] = '\0';
    error->offset = 0;
}
