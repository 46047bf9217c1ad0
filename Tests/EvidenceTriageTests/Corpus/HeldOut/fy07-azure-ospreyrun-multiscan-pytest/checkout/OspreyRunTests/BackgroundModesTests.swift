import XCTest
@testable import OspreyRun

/// Static gate: the built app must declare what its background tasks need.
final class BackgroundModesTests: XCTestCase {
    private var modes: [String] {
        Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
    }
    private var permitted: [String] {
        Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
    }

    func testRefreshModeDeclared() {
        XCTAssertTrue(modes.contains("fetch"))
        XCTAssertTrue(permitted.contains(OspreyBackgroundTasks.refresh))
    }

    func testRouteExportProcessingModeDeclared() {
        XCTAssertTrue(permitted.contains(OspreyBackgroundTasks.routeExport))
        XCTAssertTrue(modes.contains("processing"),
                      "UIBackgroundModes is \(modes); BGProcessingTask for \(OspreyBackgroundTasks.routeExport) needs \"processing\"")
    }
}
