import Testing
import UIKit
@testable import Quillpad

struct AttachmentThumbnailTests {
    @Test func rendersPDFFirstPage() async throws {
        let url = try #require(Bundle(for: BundleToken.self).url(forResource: "two-pages", withExtension: "pdf"))
        let image = try await ThumbnailRenderer().thumbnail(for: url, size: CGSize(width: 120, height: 160))
        #expect(image.size == CGSize(width: 120, height: 160))
    }
}
