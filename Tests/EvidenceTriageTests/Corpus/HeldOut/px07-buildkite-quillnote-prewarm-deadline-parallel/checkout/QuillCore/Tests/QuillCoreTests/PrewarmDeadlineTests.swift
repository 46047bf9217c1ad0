import XCTest
@testable import QuillCore

final class PrewarmDeadlineTests: XCTestCase {
    func testTimeoutSurfacesAtTheDeadlineNotWhenCompileEnds() async {
        // Stand-in for a Core ML compile of ~20 s.
        let engine = UncancellableEngine(duration: 20)
        let downloader = ModelDownloader(whisper: engine, parakeet: StubEngine())
        let info = ModelInfo.whisperTurbo.withPrewarmTimeout(seconds: 5)
        let start = Date()
        do { try await downloader.prepareWhisper(info); XCTFail("expected timeout") } catch {}
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertLessThan(elapsed, 6.0)
    }
}
