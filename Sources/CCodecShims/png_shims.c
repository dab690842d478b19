// libpng wrappers. Each public function creates its libpng state in an outer function, runs every
// libpng call that may longjmp inside an inner function that owns the setjmp, and frees the state
// in the outer function whichever way the inner one returned. State that changes after setjmp
// lives in the outer function's context struct (reached through a pointer), never in the inner
// function's locals, whose values are indeterminate after a longjmp.
#include "CCodecShims.h"
#include "shim_common.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

/// The largest width or height we let libpng accept (Raster's Bitmap.maximumDimension); the Swift
/// side checks its pixel limit from IHDR before calling in, this is a second fence.
enum { FS_PNG_MAXIMUM_DIMENSION = 1 << 16 };

typedef struct {
    const uint8_t *data;
    size_t size;
    size_t position;
    /// Set when libpng asked for bytes past the end of the input.
    int ran_out_of_data;
    /// Set when libpng failed to allocate memory.
    int out_of_memory;
    fs_codec_error *error;
    png_structp png;
    png_infop info;
    /// Row pointers for interlaced images (freed by the outer function).
    png_bytep *rows;
} fs_png_context;

static void fs_png_on_error(png_structp png, png_const_charp message) {
    fs_png_context *context = (fs_png_context *)png_get_error_ptr(png);
    fs_codec_set_message(context->error, message);
    context->error->offset = context->position;
    if (message != NULL && strstr(message, "memory") != NULL) context->out_of_memory = 1;
    png_longjmp(png, 1);
}

static void fs_png_on_warning(png_structp png, png_const_charp message) {
    // Warnings (a bad ancillary chunk CRC, an unknown chunk) do not stop decoding.
    (void)png;
    (void)message;
}

static void fs_png_read_bytes(png_structp png, png_bytep destination, size_t length) {
    fs_png_context *context = (fs_png_context *)png_get_io_ptr(png);
    if (length > context->size - context->position) {
        context->ran_out_of_data = 1;
        context->position = context->size;  // report where the data ends, not where the read began
        png_error(png, "unexpected end of file");
    }
    memcpy(destination, context->data + context->position, length);
    context->position += length;
}

static fs_codec_status fs_png_failure_status(const fs_png_context *context) {
    if (context->ran_out_of_data) return FS_CODEC_TRUNCATED;
    if (context->out_of_memory) return FS_CODEC_OUT_OF_MEMORY;
    return FS_CODEC_CORRUPT;
}

/// Creates the libpng structs; 0 on success.
static int fs_png_begin(fs_png_context *context, const uint8_t *data, size_t size, fs_codec_error *error) {
    memset(context, 0, sizeof *context);
    context->data = data;
    context->size = size;
    context->error = error;
    fs_codec_clear_error(error);
    // png_create_read_struct protects its own setup with an internal jmp_buf.
    context->png = png_create_read_struct(PNG_LIBPNG_VER_STRING, context, fs_png_on_error, fs_png_on_warning);
    if (context->png == NULL) return -1;
    context->info = png_create_info_struct(context->png);
    if (context->info == NULL) return -1;
    png_set_read_fn(context->png, context, fs_png_read_bytes);
    png_set_user_limits(context->png, FS_PNG_MAXIMUM_DIMENSION, FS_PNG_MAXIMUM_DIMENSION);
    return 0;
}

static void fs_png_end(fs_png_context *context) {
    free(context->rows);
    context->rows = NULL;
    if (context->png != NULL) {
        png_destroy_read_struct(&context->png, context->info != NULL ? &context->info : NULL, NULL);
    }
}

// MARK: Header

static fs_codec_status fs_png_read_info_guarded(fs_png_context *context, fs_png_info *info) {
    if (setjmp(png_jmpbuf(context->png))) return fs_png_failure_status(context);
    png_structp png = context->png;
    png_infop png_info = context->info;
    png_read_info(png, png_info);
    info->width = png_get_image_width(png, png_info);
    info->height = png_get_image_height(png, png_info);
    info->bit_depth = png_get_bit_depth(png, png_info);
    info->color_type = png_get_color_type(png, png_info);
    info->interlaced = png_get_interlace_type(png, png_info) != PNG_INTERLACE_NONE;
    info->has_transparency_chunk = png_get_valid(png, png_info, PNG_INFO_tRNS) != 0;
    info->has_srgb_chunk = png_get_valid(png, png_info, PNG_INFO_sRGB) != 0;
    png_charp name = NULL;
    int compression = 0;
    png_bytep profile = NULL;
    png_uint_32 profile_size = 0;
    if (png_get_iCCP(png, png_info, &name, &compression, &profile, &profile_size) != 0
        && profile != NULL && profile_size > 0) {
        info->icc_profile = (uint8_t *)malloc(profile_size);
        if (info->icc_profile == NULL) {
            fs_codec_set_message(context->error, "out of memory copying the ICC profile");
            return FS_CODEC_OUT_OF_MEMORY;
        }
        memcpy(info->icc_profile, profile, profile_size);
        info->icc_profile_size = profile_size;
    }
    return FS_CODEC_OK;
}

fs_codec_status fs_png_read_info(const uint8_t *data, size_t size, fs_png_info *info, fs_codec_error *error) {
    memset(info, 0, sizeof *info);
    fs_png_context context;
    fs_codec_status status;
    if (fs_png_begin(&context, data, size, error) != 0) {
        fs_codec_set_message(error, "out of memory creating the PNG reader");
        status = FS_CODEC_OUT_OF_MEMORY;
    } else {
        status = fs_png_read_info_guarded(&context, info);
    }
    fs_png_end(&context);
    if (status != FS_CODEC_OK) {
        free(info->icc_profile);
        info->icc_profile = NULL;
        info->icc_profile_size = 0;
    }
    return status;
}

// MARK: Pixels

static fs_codec_status fs_png_decode_guarded(fs_png_context *context, uint32_t width, uint32_t height,
                                             uint8_t *pixels, size_t bytes_per_row) {
    if (setjmp(png_jmpbuf(context->png))) return fs_png_failure_status(context);
    png_structp png = context->png;
    png_infop info = context->info;
    png_read_info(png, info);
    if (png_get_image_width(png, info) != width || png_get_image_height(png, info) != height) {
        fs_codec_set_message(context->error, "image size differs from the header read earlier");
        return FS_CODEC_INVALID_ARGUMENT;
    }
    int color_type = png_get_color_type(png, info);
    // Palette, grey below 8 bits and tRNS become 8-bit (or 16-bit) channels with alpha.
    png_set_expand(png);
    // 16-bit samples become 8-bit ones rounded to nearest ((v * 255 + 32895) >> 16).
    png_set_scale_16(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    // Adds an opaque alpha byte after RGB unless the image already has alpha (or gets it from tRNS).
    png_set_filler(png, 0xff, PNG_FILLER_AFTER);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != (size_t)width * 4) {
        fs_codec_set_message(context->error, "unexpected row layout after expansion to RGBA");
        return FS_CODEC_UNSUPPORTED;
    }
    if (passes > 1) {
        // Adam7: libpng fills each pass into the whole image, so it needs every row at once.
        context->rows = (png_bytep *)malloc(sizeof(png_bytep) * (size_t)height);
        if (context->rows == NULL) {
            fs_codec_set_message(context->error, "out of memory allocating row pointers");
            return FS_CODEC_OUT_OF_MEMORY;
        }
        for (uint32_t y = 0; y < height; y++) context->rows[y] = pixels + (size_t)y * bytes_per_row;
        png_read_image(png, context->rows);
    } else {
        for (uint32_t y = 0; y < height; y++) png_read_row(png, pixels + (size_t)y * bytes_per_row, NULL);
    }
    // Chunks after the image data (and a missing IEND) do not change the pixels: not read.
    return FS_CODEC_OK;
}

fs_codec_status fs_png_decode_rgba(const uint8_t *data, size_t size, uint32_t width, uint32_t height,
                                   uint8_t *pixels, size_t bytes_per_row, fs_codec_error *error) {
    if (bytes_per_row < (size_t)width * 4 || pixels == NULL) {
        fs_codec_clear_error(error);
        fs_codec_set_message(error, "output buffer too small");
        return FS_CODEC_INVALID_ARGUMENT;
    }
    fs_png_context context;
    fs_codec_status status;
    if (fs_png_begin(&context, data, size, error) != 0) {
        fs_codec_set_message(error, "out of memory creating the PNG reader");
        status = FS_CODEC_OUT_OF_MEMORY;
    } else {
        status = fs_png_decode_guarded(&context, width, height, pixels, bytes_per_row);
    }
    fs_png_end(&context);
    return status;
}

// MARK: Reference encoder (benchmarks only)

typedef struct {
    fs_codec_error *error;
    png_structp png;
    png_infop info;
    uint8_t *output;
    size_t output_size;
    size_t output_capacity;
    int out_of_memory;
} fs_png_writer;

static void fs_png_write_bytes(png_structp png, png_bytep data, size_t length) {
    fs_png_writer *writer = (fs_png_writer *)png_get_io_ptr(png);
    if (writer->output_size + length > writer->output_capacity) {
        size_t capacity = writer->output_capacity ? writer->output_capacity * 2 : 65536;
        while (capacity < writer->output_size + length) capacity *= 2;
        uint8_t *grown = (uint8_t *)realloc(writer->output, capacity);
        if (grown == NULL) {
            writer->out_of_memory = 1;
            png_error(png, "out of memory growing the output");
        }
        writer->output = grown;
        writer->output_capacity = capacity;
    }
    memcpy(writer->output + writer->output_size, data, length);
    writer->output_size += length;
}

static void fs_png_flush(png_structp png) { (void)png; }

static void fs_png_writer_on_error(png_structp png, png_const_charp message) {
    fs_png_writer *writer = (fs_png_writer *)png_get_error_ptr(png);
    fs_codec_set_message(writer->error, message);
    png_longjmp(png, 1);
}

static fs_codec_status fs_png_encode_guarded(fs_png_writer *writer, const uint8_t *pixels, uint32_t width,
                                             uint32_t height, size_t bytes_per_row, int channels, int zlib_level) {
    if (setjmp(png_jmpbuf(writer->png))) return writer->out_of_memory ? FS_CODEC_OUT_OF_MEMORY : FS_CODEC_CORRUPT;
    png_set_write_fn(writer->png, writer, fs_png_write_bytes, fs_png_flush);
    png_set_IHDR(writer->png, writer->info, width, height, 8,
                 channels == 4 ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_compression_level(writer->png, zlib_level);
    png_set_filter(writer->png, PNG_FILTER_TYPE_BASE, PNG_ALL_FILTERS);
    png_write_info(writer->png, writer->info);
    for (uint32_t y = 0; y < height; y++) png_write_row(writer->png, pixels + (size_t)y * bytes_per_row);
    png_write_end(writer->png, NULL);
    return FS_CODEC_OK;
}

fs_codec_status fs_png_encode_reference(const uint8_t *pixels, uint32_t width, uint32_t height, size_t bytes_per_row,
                                        int channels, int zlib_level, uint8_t **output, size_t *output_size,
                                        fs_codec_error *error) {
    *output = NULL;
    *output_size = 0;
    fs_codec_clear_error(error);
    fs_png_writer writer;
    memset(&writer, 0, sizeof writer);
    writer.error = error;
    fs_codec_status status;
    writer.png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &writer, fs_png_writer_on_error, fs_png_on_warning);
    writer.info = writer.png != NULL ? png_create_info_struct(writer.png) : NULL;
    if (writer.info == NULL) {
        fs_codec_set_message(error, "out of memory creating the PNG writer");
        status = FS_CODEC_OUT_OF_MEMORY;
    } else {
        status = fs_png_encode_guarded(&writer, pixels, width, height, bytes_per_row, channels, zlib_level);
    }
    if (writer.png != NULL) png_destroy_write_struct(&writer.png, writer.info != NULL ? &writer.info : NULL);
    if (status == FS_CODEC_OK) {
        *output = writer.output;
        *output_size = writer.output_size;
    } else {
        free(writer.output);
    }
    return status;
}
