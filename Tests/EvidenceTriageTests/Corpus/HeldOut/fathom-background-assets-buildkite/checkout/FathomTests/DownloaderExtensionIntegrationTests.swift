import XCTest
@testable import Fathom

/// Asks the host-side ba-debug bridge to run
///   xcrun backgroundassets-debug --simulate --app-install -b com.fathomatlas.app -d <udid>
/// and waits for the downloader extension to write its launch marker into the App Group.
final class DownloaderExtensionIntegrationTests: XCTestCase {

    func testAppInstallEventLaunchesExtension() throws {
        let marker = AppGroupFile(name: "downloader-launch.json")
        try? marker.remove()

        try BADebugBridge.simulate(.appInstall, bundleID: "com.fathomatlas.app")

        let launched = expectation(for: NSPredicate { _, _ in marker.exists }, evaluatedWith: nil)
        wait(for: [launched], timeout: 60)
    }
}
