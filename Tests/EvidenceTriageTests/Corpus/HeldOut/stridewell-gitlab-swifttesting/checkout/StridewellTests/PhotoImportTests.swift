import Foundation
import Testing
import Photos
@testable import Stridewell

@Suite(.serialized) struct PhotoImportTests {
    @Test func importFromLibraryRequestsAccess() async throws {
        let importer = RoutePhotoImporter(library: .shared())
        let status = await importer.requestAccess()
        #expect(status != .notDetermined)
    }
}
