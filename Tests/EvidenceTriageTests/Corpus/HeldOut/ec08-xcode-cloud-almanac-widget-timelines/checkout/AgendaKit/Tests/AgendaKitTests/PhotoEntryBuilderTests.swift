import Foundation
import CoreGraphics
import Testing
@testable import AgendaKit

@Suite struct PhotoEntryBuilderTests {
    /// 4032×3024 HEIC from the bundled sample; the large widget is 364×382 pt @3x.
    @Test func decodesAtWidgetSize() throws {
        let url = try #require(Bundle.module.url(forResource: "sample-4032x3024", withExtension: "heic"))
        let builder = PhotoEntryBuilder(displaySize: CGSize(width: 364, height: 382), scale: 3)
        let image = try #require(builder.decode(try Data(contentsOf: url)))
        let longestSide = max(image.width, image.height)
        #expect(longestSide <= 1146, "decoded \(image.width)x\(image.height); a full decode costs ~48 MB in a 30 MB widget process")
    }
}
