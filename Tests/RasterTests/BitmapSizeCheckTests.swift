import Testing
@testable import Raster

/// Regression tests for issue 13's crashes on big sizes: they are errors before any allocation.
@Suite struct BitmapSizeCheckTests {
    @Test func aSide70000PixelsLongIsTooLargeNotACrash() {
        #expect(throws: BitmapSizeError.tooLarge(width: 1170, height: 70_000)) {
            try Bitmap.checkSize(width: 1170, height: 70_000)
        }
    }

    @Test func moreBytesThanAnyMachineHasIsInsufficientMemory() {
        // 65,536² pixels at 4 KiB each: 16 TiB, beyond any memory budget.
        #expect {
            try Bitmap.checkSize(width: 65_536, height: 65_536, bytesPerPixel: 4096)
        } throws: { error in
            guard case .insufficientMemory(let width, _, let bytes, _)? = error as? BitmapSizeError else { return false }
            return width == 65_536 && bytes == 65_536 * 65_536 * 4096
        }
    }

    @Test func ordinarySizesPass() throws {
        try Bitmap.checkSize(width: 1170, height: 2532)
    }
}
