#include "CCodecShims.h"
int feedshot_codec_shims_version(void) { return 1; }
