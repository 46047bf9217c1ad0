import XCTest
@testable import Stowaway

/// Replaces the installed app bundle the way a Sparkle update does, relaunches
/// the app's launch path and checks pluginkit still elects the extension.
final class FileProviderEnablementTests: XCTestCase {
    func testExtensionEnabledAfterAppUpdate() throws {
        let fixture = try UpdateFixture.installAndReplace(appNamed: "Stowaway.app")
        try fixture.runLaunchPath()
        let election = try Shell.run("/usr/bin/pluginkit", "-m", "-v", "-i", ExtensionEnabler.extensionBundleID)
        print("pluginkit: \(election)")
        XCTAssertTrue(election.hasPrefix("+"), "file provider extension not elected after the app bundle was replaced: \(election)")
    }
}
