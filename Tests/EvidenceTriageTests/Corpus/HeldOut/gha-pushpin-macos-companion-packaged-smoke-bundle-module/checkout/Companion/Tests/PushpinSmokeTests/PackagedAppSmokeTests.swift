import XCTest

/// Launches the *packaged* companion app the way a user's Mac would see it:
/// the SwiftPM build directory is moved aside first, so nothing can resolve
/// through the build machine's paths.
final class PackagedAppSmokeTests: XCTestCase {
    private let app = URL(fileURLWithPath: "dist/Pushpin.app/Contents/MacOS/Pushpin")

    override func setUpWithError() throws {
        try BuildDirectory.hide()
    }

    override func tearDownWithError() throws {
        try BuildDirectory.restore()
    }

    func testPackagedAppLaunchesWithoutBuildDirectory() throws {
        let run = try SmokeProcess.launch(app, arguments: ["--smoke", "launch"], aliveFor: 5)
        XCTAssertEqual(run.terminationStatus, 0, run.stderrTail)
    }

    func testPackagedAppRendersMenuWithoutBuildDirectory() throws {
        let run = try SmokeProcess.launch(app, arguments: ["--smoke", "render-menu"], aliveFor: 5)
        XCTAssertEqual(run.terminationStatus, 0, run.stderrTail)
    }
}
