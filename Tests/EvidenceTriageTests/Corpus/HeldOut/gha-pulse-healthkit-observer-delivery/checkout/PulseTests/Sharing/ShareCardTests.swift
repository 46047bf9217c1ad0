import Foundation
import Photos
import Testing
@testable import Pulse

@Suite struct ShareCardTests {
    let renderer = ShareCardRenderer(theme: .light)

    @Test func saveCardToPhotos() async throws {
        let image = try renderer.render(WeekSummary.fixture)
        #expect(try await PhotoSaver().save(image) == .saved)
    }
}
