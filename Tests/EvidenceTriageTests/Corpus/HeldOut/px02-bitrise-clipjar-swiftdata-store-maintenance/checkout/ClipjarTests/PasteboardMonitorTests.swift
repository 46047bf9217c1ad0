import XCTest
@testable import Clipjar

final class PasteboardMonitorTests: XCTestCase {
    func testIgnoresConcealedType() async throws {
        let pasteboard = FakePasteboard()
        let monitor = PasteboardMonitor(pasteboard: pasteboard, pollInterval: .milliseconds(50))
        monitor.start()
        pasteboard.set("hunter2", types: ["org.nspasteboard.ConcealedType", "public.utf8-plain-text"])
        try await Task.sleep(for: .milliseconds(120))
        XCTAssertTrue(monitor.captured.isEmpty)
    }
}
