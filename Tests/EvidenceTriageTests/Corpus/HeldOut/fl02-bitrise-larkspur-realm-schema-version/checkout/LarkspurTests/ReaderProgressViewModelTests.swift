import XCTest
import Combine
@testable import Larkspur

@MainActor
final class ReaderProgressViewModelTests: XCTestCase {
    private var cancellables: Set<AnyCancellable> = []

    private func makeModel(savedProgress: Double = 0) -> (ReaderProgressViewModel, InMemoryProgressStore) {
        let store = InMemoryProgressStore()
        store.progress["a1"] = savedProgress
        return (ReaderProgressViewModel(articleID: "a1", store: store), store)
    }

    func testProgressIsClampedToOne() {
        let (model, _) = makeModel()
        model.didScroll(offset: 5_000, contentHeight: 1_000, viewportHeight: 800)
        XCTAssertEqual(model.progress, 1)
    }

    func testSavesProgressWhenLeavingReader() {
        let (model, store) = makeModel()
        model.didScroll(offset: 400, contentHeight: 2_000, viewportHeight: 800)
        model.readerWillDisappear()
        XCTAssertEqual(store.progress["a1"] ?? 0, 0.333, accuracy: 0.001)
    }

    func testThrottlesProgressWrites() async throws {
        let (model, store) = makeModel()
        for offset in stride(from: 0, to: 1_000, by: 10) {
            model.didScroll(offset: Double(offset), contentHeight: 4_000, viewportHeight: 800)
        }
        try await Task.sleep(for: .milliseconds(200))
        XCTAssertLessThanOrEqual(store.writeCount, 2)
    }

    func testRestoresScrollOffset() {
        let (model, _) = makeModel(savedProgress: 0.5)
        let restored = expectation(description: "restored offset published")
        model.$restoredOffset
            .compactMap { $0 }
            .sink { offset in
                XCTAssertEqual(offset, 1_600, accuracy: 1)
                restored.fulfill()
            }
            .store(in: &cancellables)
        model.readerDidLayout(contentHeight: 4_000, viewportHeight: 800)
        wait(for: [restored], timeout: 1)
    }
}
