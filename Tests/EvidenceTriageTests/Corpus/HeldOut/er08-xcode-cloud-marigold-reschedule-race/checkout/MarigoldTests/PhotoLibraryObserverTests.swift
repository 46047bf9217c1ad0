import Photos
import XCTest
@testable import Marigold

final class PhotoLibraryObserverTests: XCTestCase {

    func testObservesInsertions() throws {
        let library = FakePhotoLibrary()
        let observer = PhotoLibraryObserver(library: library)
        let inserted = expectation(description: "insertion observed")
        observer.onInsert = { ids in
            XCTAssertEqual(ids, ["P-001"])
            inserted.fulfill()
        }
        library.simulateInsert(["P-001"])
        wait(for: [inserted], timeout: 5)
    }
}
