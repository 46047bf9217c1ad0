import Foundation
import Testing
@testable import Quayline

struct ExposureWindowTests {
    let t0 = Date(timeIntervalSince1970: 1_765_094_400)

    @Test func keepsDisjointWindows() {
        let windows = [ExposureWindow(start: t0, end: t0 + 600), ExposureWindow(start: t0 + 1200, end: t0 + 1800)]
        #expect(ExposureWindow.merged(windows).count == 2)
    }

    @Test func mergesOverlappingWindows() {
        let windows = [ExposureWindow(start: t0, end: t0 + 600), ExposureWindow(start: t0 + 600, end: t0 + 900)]
        let merged = ExposureWindow.merged(windows)
        #expect(merged.count == 1)
    }
}
