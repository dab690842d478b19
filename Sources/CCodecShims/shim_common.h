#ifndef FEEDSHOT_SHIM_COMMON_H
#define FEEDSHOT_SHIM_COMMON_H
// Private helpers of the codec shims (not part of the module's public header).
#include "CCodecShims.h"

/// Copies a NUL-terminated message into `error->message`, truncating it to fit.
void fs_codec_set_message(fs_codec_error *error, const char *message);
/// Resets `error` to an empty message at offset 0.
void fs_codec_clear_error(fs_codec_error *error);

#endif
