// libjpeg(-turbo) wrappers, built like the PNG ones: an outer function owns the state in a context
// struct, an inner function owns the setjmp and makes every libjpeg call that may fail, and the
// outer function destroys the state whichever way the inner one returned.
#include "CCodecShims.h"
#include "shim_common.h"

#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jpeglib.h>
#include <jerror.h>

/// Progressive files may hold any number of scans; a hostile one with thousands of tiny scans
/// would make decoding quadratic. libjpeg-turbo's own tools stop at 500.
enum { FS_JPEG_MAXIMUM_SCANS = 1000 };

typedef struct {
    struct jpeg_error_mgr manager;  // first, so a j_common_ptr's err can be cast to this type
    jmp_buf jump;
    fs_codec_error *error;
    size_t input_size;
    /// The source manager, to report how far decoding got (NULL while encoding).
    struct jpeg_source_mgr **source;
    fs_codec_status failure;
} fs_jpeg_error_context;

static size_t fs_jpeg_offset(const fs_jpeg_error_context *context) {
    if (context->source == NULL || *context->source == NULL) return 0;
    size_t remaining = (*context->source)->bytes_in_buffer;
    return remaining <= context->input_size ? context->input_size - remaining : 0;
}

static fs_codec_status fs_jpeg_status_for_code(int code) {
    switch (code) {
    case JERR_OUT_OF_MEMORY: return FS_CODEC_OUT_OF_MEMORY;
    case JERR_IMAGE_TOO_BIG:
    case JERR_WIDTH_OVERFLOW: return FS_CODEC_TOO_LARGE;
    case JERR_BAD_PRECISION:
    case JERR_NOT_COMPILED:
    case JERR_CONVERSION_NOTIMPL:
    case JERR_ARITH_NOTIMPL: return FS_CODEC_UNSUPPORTED;
    case JERR_INPUT_EOF:
    case JERR_INPUT_EMPTY: return FS_CODEC_TRUNCATED;
    default: return FS_CODEC_CORRUPT;
    }
}

static void fs_jpeg_fail(j_common_ptr cinfo, fs_codec_status status) {
    fs_jpeg_error_context *context = (fs_jpeg_error_context *)cinfo->err;
    char buffer[JMSG_LENGTH_MAX];
    (*cinfo->err->format_message)(cinfo, buffer);
    fs_codec_set_message(context->error, buffer);
    context->error->offset = fs_jpeg_offset(context);
    context->failure = status;
    longjmp(context->jump, 1);
}

static void fs_jpeg_on_error(j_common_ptr cinfo) {
    fs_jpeg_fail(cinfo, fs_jpeg_status_for_code(cinfo->err->msg_code));
}

static void fs_jpeg_on_message(j_common_ptr cinfo, int level) {
    // libjpeg pads a file that ends early with grey and only warns; we refuse it instead, so a cut
    // download never renders as a half-grey photo. Other warnings (extraneous bytes before a
    // marker and the like) are common in real files and harmless.
    if (level < 0 && cinfo->err->msg_code == JWRN_JPEG_EOF) fs_jpeg_fail(cinfo, FS_CODEC_TRUNCATED);
}

static void fs_jpeg_on_progress(j_common_ptr cinfo) {
    if (!cinfo->is_decompressor) return;
    j_decompress_ptr dinfo = (j_decompress_ptr)cinfo;
    if (dinfo->progressive_mode && dinfo->input_scan_number > FS_JPEG_MAXIMUM_SCANS) {
        fs_jpeg_error_context *context = (fs_jpeg_error_context *)cinfo->err;
        fs_codec_set_message(context->error, "progressive JPEG has too many scans");
        context->error->offset = fs_jpeg_offset(context);
        context->failure = FS_CODEC_CORRUPT;
        longjmp(context->jump, 1);
    }
}

static void fs_jpeg_install_errors(fs_jpeg_error_context *context, fs_codec_error *error, size_t input_size) {
    memset(context, 0, sizeof *context);
    jpeg_std_error(&context->manager);
    context->manager.error_exit = fs_jpeg_on_error;
    context->manager.emit_message = fs_jpeg_on_message;
    context->error = error;
    context->input_size = input_size;
    context->failure = FS_CODEC_CORRUPT;
    fs_codec_clear_error(error);
}

// MARK: Decoding

typedef struct {
    struct jpeg_decompress_struct cinfo;
    fs_jpeg_error_context errors;
    struct jpeg_progress_mgr progress;
    int created;
} fs_jpeg_decoder;

static fs_codec_status fs_jpeg_start(fs_jpeg_decoder *decoder, const uint8_t *data, size_t size) {
    if (setjmp(decoder->errors.jump)) return decoder->errors.failure;
    jpeg_create_decompress(&decoder->cinfo);
    decoder->created = 1;
    decoder->progress.progress_monitor = fs_jpeg_on_progress;
    decoder->cinfo.progress = &decoder->progress;
    jpeg_mem_src(&decoder->cinfo, data, (unsigned long)size);
    return FS_CODEC_OK;
}

static fs_codec_status fs_jpeg_read_info_guarded(fs_jpeg_decoder *decoder, fs_jpeg_info *info) {
    if (setjmp(decoder->errors.jump)) return decoder->errors.failure;
    j_decompress_ptr cinfo = &decoder->cinfo;
    jpeg_save_markers(cinfo, JPEG_APP0 + 1, 0xffff);
    jpeg_save_markers(cinfo, JPEG_APP0 + 2, 0xffff);
    if (jpeg_read_header(cinfo, TRUE) != JPEG_HEADER_OK) {
        fs_codec_set_message(decoder->errors.error, "JPEG has tables but no image");
        return FS_CODEC_CORRUPT;
    }
    info->width = cinfo->image_width;
    info->height = cinfo->image_height;
    info->components = cinfo->num_components;
    info->color_space = (int)cinfo->jpeg_color_space;
    info->progressive = cinfo->progressive_mode ? 1 : 0;
    info->has_adobe_marker = cinfo->saw_Adobe_marker ? 1 : 0;
    JOCTET *profile = NULL;
    unsigned int profile_size = 0;
    // Reassembles multi-segment APP2 profiles; a malformed sequence only warns and yields none.
    if (jpeg_read_icc_profile(cinfo, &profile, &profile_size) && profile != NULL) {
        info->icc_profile = profile;
        info->icc_profile_size = profile_size;
    }
    for (jpeg_saved_marker_ptr marker = cinfo->marker_list; marker != NULL; marker = marker->next) {
        if (marker->marker != JPEG_APP0 + 1 || marker->data_length < 6) continue;
        if (memcmp(marker->data, "Exif\0\0", 6) != 0) continue;
        size_t length = marker->data_length - 6;
        info->exif = (uint8_t *)malloc(length > 0 ? length : 1);
        if (info->exif == NULL) {
            fs_codec_set_message(decoder->errors.error, "out of memory copying EXIF data");
            return FS_CODEC_OUT_OF_MEMORY;
        }
        memcpy(info->exif, marker->data + 6, length);
        info->exif_size = length;
        break;
    }
    return FS_CODEC_OK;
}

fs_codec_status fs_jpeg_read_info(const uint8_t *data, size_t size, fs_jpeg_info *info, fs_codec_error *error) {
    memset(info, 0, sizeof *info);
    fs_jpeg_decoder *decoder = (fs_jpeg_decoder *)calloc(1, sizeof *decoder);
    if (decoder == NULL) {
        fs_codec_clear_error(error);
        fs_codec_set_message(error, "out of memory creating the JPEG reader");
        return FS_CODEC_OUT_OF_MEMORY;
    }
    fs_jpeg_install_errors(&decoder->errors, error, size);
    decoder->cinfo.err = &decoder->errors.manager;
    decoder->errors.source = &decoder->cinfo.src;
    fs_codec_status status = fs_jpeg_start(decoder, data, size);
    if (status == FS_CODEC_OK) status = fs_jpeg_read_info_guarded(decoder, info);
    if (decoder->created) jpeg_destroy_decompress(&decoder->cinfo);
    free(decoder);
    if (status != FS_CODEC_OK) {
        free(info->icc_profile);
        free(info->exif);
        info->icc_profile = NULL;
        info->exif = NULL;
        info->icc_profile_size = 0;
        info->exif_size = 0;
    }
    return status;
}

static fs_codec_status fs_jpeg_decode_guarded(fs_jpeg_decoder *decoder, int scale_denominator,
                                              fs_jpeg_output output, uint32_t width, uint32_t height,
                                              uint8_t *pixels, size_t bytes_per_row) {
    if (setjmp(decoder->errors.jump)) return decoder->errors.failure;
    j_decompress_ptr cinfo = &decoder->cinfo;
    if (jpeg_read_header(cinfo, TRUE) != JPEG_HEADER_OK) {
        fs_codec_set_message(decoder->errors.error, "JPEG has tables but no image");
        return FS_CODEC_CORRUPT;
    }
    int is_cmyk = cinfo->jpeg_color_space == JCS_CMYK || cinfo->jpeg_color_space == JCS_YCCK;
    if (is_cmyk != (output == FS_JPEG_OUTPUT_CMYK)) {
        fs_codec_set_message(decoder->errors.error, "output format does not match the JPEG colour space");
        return FS_CODEC_INVALID_ARGUMENT;
    }
    cinfo->out_color_space = is_cmyk ? JCS_CMYK : JCS_EXT_RGBA;
    cinfo->scale_num = 1;
    cinfo->scale_denom = (unsigned int)scale_denominator;
    cinfo->dct_method = JDCT_ISLOW;
    // For multi-scan (progressive) files this consumes the whole input.
    jpeg_start_decompress(cinfo);
    if (cinfo->output_width != width || cinfo->output_height != height || cinfo->output_components != 4) {
        fs_codec_set_message(decoder->errors.error, "scaled size differs from the expected one");
        return FS_CODEC_INVALID_ARGUMENT;
    }
    JSAMPROW rows[16];
    while (cinfo->output_scanline < cinfo->output_height) {
        JDIMENSION first = cinfo->output_scanline;
        JDIMENSION count = cinfo->output_height - first;
        if (count > 16) count = 16;
        for (JDIMENSION i = 0; i < count; i++) rows[i] = pixels + (size_t)(first + i) * bytes_per_row;
        if (jpeg_read_scanlines(cinfo, rows, count) == 0) {
            fs_codec_set_message(decoder->errors.error, "decoder made no progress");
            return FS_CODEC_CORRUPT;
        }
    }
    // Markers after the last scanline (and a missing EOI) do not change the pixels: not read.
    return FS_CODEC_OK;
}

fs_codec_status fs_jpeg_decode(const uint8_t *data, size_t size, int scale_denominator,
                               fs_jpeg_output output, uint32_t width, uint32_t height,
                               uint8_t *pixels, size_t bytes_per_row, fs_codec_error *error) {
    if (pixels == NULL || bytes_per_row < (size_t)width * 4
        || (scale_denominator != 1 && scale_denominator != 2 && scale_denominator != 4 && scale_denominator != 8)) {
        fs_codec_clear_error(error);
        fs_codec_set_message(error, "invalid output buffer or scale");
        return FS_CODEC_INVALID_ARGUMENT;
    }
    fs_jpeg_decoder *decoder = (fs_jpeg_decoder *)calloc(1, sizeof *decoder);
    if (decoder == NULL) {
        fs_codec_clear_error(error);
        fs_codec_set_message(error, "out of memory creating the JPEG reader");
        return FS_CODEC_OUT_OF_MEMORY;
    }
    fs_jpeg_install_errors(&decoder->errors, error, size);
    decoder->cinfo.err = &decoder->errors.manager;
    decoder->errors.source = &decoder->cinfo.src;
    fs_codec_status status = fs_jpeg_start(decoder, data, size);
    if (status == FS_CODEC_OK) {
        status = fs_jpeg_decode_guarded(decoder, scale_denominator, output, width, height, pixels, bytes_per_row);
    }
    if (decoder->created) jpeg_destroy_decompress(&decoder->cinfo);
    free(decoder);
    return status;
}

// MARK: Encoding

typedef struct {
    struct jpeg_compress_struct cinfo;
    fs_jpeg_error_context errors;
    int created;
    unsigned char *output;
    unsigned long output_size;
} fs_jpeg_encoder;

static fs_codec_status fs_jpeg_encode_guarded(fs_jpeg_encoder *encoder, const uint8_t *pixels, uint32_t width,
                                              uint32_t height, size_t bytes_per_row, int quality,
                                              int chroma_subsampling) {
    if (setjmp(encoder->errors.jump)) return encoder->errors.failure;
    j_compress_ptr cinfo = &encoder->cinfo;
    jpeg_create_compress(cinfo);
    encoder->created = 1;
    jpeg_mem_dest(cinfo, &encoder->output, &encoder->output_size);
    cinfo->image_width = width;
    cinfo->image_height = height;
    cinfo->input_components = 4;
    cinfo->in_color_space = JCS_EXT_RGBX;
    jpeg_set_defaults(cinfo);
    jpeg_set_quality(cinfo, quality, TRUE);
    cinfo->optimize_coding = TRUE;
    cinfo->dct_method = JDCT_ISLOW;
    int factor = chroma_subsampling == 420 ? 2 : 1;
    cinfo->comp_info[0].h_samp_factor = factor;
    cinfo->comp_info[0].v_samp_factor = factor;
    jpeg_start_compress(cinfo, TRUE);
    JSAMPROW rows[16];
    while (cinfo->next_scanline < cinfo->image_height) {
        JDIMENSION first = cinfo->next_scanline;
        JDIMENSION count = cinfo->image_height - first;
        if (count > 16) count = 16;
        for (JDIMENSION i = 0; i < count; i++) rows[i] = (JSAMPROW)(pixels + (size_t)(first + i) * bytes_per_row);
        jpeg_write_scanlines(cinfo, rows, count);
    }
    jpeg_finish_compress(cinfo);
    return FS_CODEC_OK;
}

fs_codec_status fs_jpeg_encode(const uint8_t *pixels, uint32_t width, uint32_t height, size_t bytes_per_row,
                               int quality, int chroma_subsampling, uint8_t **output, size_t *output_size,
                               fs_codec_error *error) {
    *output = NULL;
    *output_size = 0;
    if (pixels == NULL || width == 0 || height == 0 || bytes_per_row < (size_t)width * 4
        || quality < 1 || quality > 100) {
        fs_codec_clear_error(error);
        fs_codec_set_message(error, "invalid image or quality");
        return FS_CODEC_INVALID_ARGUMENT;
    }
    fs_jpeg_encoder *encoder = (fs_jpeg_encoder *)calloc(1, sizeof *encoder);
    if (encoder == NULL) {
        fs_codec_clear_error(error);
        fs_codec_set_message(error, "out of memory creating the JPEG writer");
        return FS_CODEC_OUT_OF_MEMORY;
    }
    fs_jpeg_install_errors(&encoder->errors, error, 0);
    encoder->cinfo.err = &encoder->errors.manager;
    fs_codec_status status = fs_jpeg_encode_guarded(encoder, pixels, width, height, bytes_per_row, quality,
                                                    chroma_subsampling);
    if (encoder->created) jpeg_destroy_compress(&encoder->cinfo);
    if (status == FS_CODEC_OK) {
        *output = encoder->output;
        *output_size = encoder->output_size;
    } else {
        free(encoder->output);
    }
    free(encoder);
    return status;
}
