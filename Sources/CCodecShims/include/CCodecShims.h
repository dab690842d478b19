#ifndef FEEDSHOT_CCODECSHIMS_H
#define FEEDSHOT_CCODECSHIMS_H
// Placeholder: libpng/libjpeg wrappers that own setjmp/longjmp land with the codecs.
int feedshot_codec_shims_version(void);
#endif
