import XCTest
@testable import Marlowe

final class AttachmentThumbnailTests: XCTestCase {
    private var staged: URL!

    private static let fixture = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .appendingPathComponent("Fixtures/field-notes-sample.pdf")

    override func setUpWithError() throws {
        let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("thumbs", isDirectory: true)
        try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
        staged = tmp.appendingPathComponent("field-notes-sample.pdf")
        try? FileManager.default.removeItem(at: staged)
        try FileManager.default.moveItem(at: Self.fixture, to: staged)
    }

    func testThumbnailForImportedPDF() throws {
        let image = try XCTUnwrap(AttachmentThumbnailer().thumbnail(forFileAt: staged, maxPixelSize: 240))
        XCTAssertLessThanOrEqual(max(image.size.width, image.size.height) * image.scale, 240)
    }
}
