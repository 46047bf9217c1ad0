import XCTest
@testable import CairnShareCore

/// Share extensions are jetsammed around 120 MB. Importing a camera photo must stay well under it.
final class ImageImportTests: XCTestCase {

    func testThumbnailIsAtMost1024Points() throws {
        let thumb = try ImageImporter().thumbnail(for: Fixtures.url("IMG_48MP.HEIC"))
        XCTAssertLessThanOrEqual(max(thumb.size.width, thumb.size.height), 1024)
    }

    func testLargePhotoImportPeakMemoryUnderShareLimit() throws {
        let importer = ImageImporter()
        let peakMB = try MemoryProbe.peakFootprintMB {
            _ = try importer.importForSaving(Fixtures.url("IMG_48MP.HEIC"))
        }
        XCTAssertLessThanOrEqual(peakMB, 120.0, "peak footprint (MB) importing a 48 MP HEIC")
    }
}
