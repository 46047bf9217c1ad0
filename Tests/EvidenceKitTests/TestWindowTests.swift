import EvidenceCore
@testable import EvidenceReaders
@testable import EvidenceTriage
import Foundation
import Testing

/// A failed test's time and the app's lines in it (`TestWindow`, `TimedLines`, `AppUnderTest`).
@Suite struct TestWindowTests {
    static func line(_ number: Int, _ text: String) -> EvidencePointer {
        EvidencePointer(path: "oslog/device.ndjson", line: number, excerpt: text)
    }

    static let lines = [
        line(1, "2026-08-13 17:02:41.736000+0200 Ledger[611]: one before"),
        line(4, "2026-08-13 17:03:06.169000+0200 Ledger[611]: one after"),
        line(2, "2026-08-13 17:02:41.737000+0200 Ledger[611]: at the start"),
        line(3, "2026-08-13 17:03:06.168000+0200 Ledger[611]: at the end"),
        line(5, "2026-08-13 17:02:50.000000+0200 dasd[120]: another app's bgRefresh-com.other.app.refresh:0A1B2C"),
        line(6, "2026-08-13 17:02:51.000000+0200 callservicesd[88]: delivered to bundleIdentifier=com.example.ledger"),
        line(7, "17:02:52.000000+0200 Ledger[611]: a Console copy has no date"),
    ]

    /// From its start for its duration, both ends in; the app's own process or a line naming its bundle.
    @Test func aTestTakesItsAppsLinesWithinItsTimeOnly() throws {
        let start = try #require(LogTimestamp("2026-08-13 17:02:41.737")?.wallClock)
        var test = TestResult(id: TestIdentifier(module: "LedgerUITests", suite: "CallUITests", name: "testHangUp"), status: .failed)
        test.duration = 24.431
        let window = try #require(TestWindow(test: test, start: start))
        let app = AppUnderTest(plists: [AppInfoPlist(path: "config/Ledger/Info.plist", dictionary: ["CFBundleIdentifier": "com.example.ledger"])],
                               module: "LedgerUITests")
        #expect(window.lines(of: app, in: TimedLines(Self.lines)).compactMap(\.line) == [2, 6, 3])
        // Without a start, no window.
        #expect(TestWindow(test: test, start: nil) == nil)
    }

    @Test func theTestTargetsNameLessItsSuffixIsTheAppsProcess() {
        #expect(AppUnderTest(plists: [], module: "LedgerUITests").processNames == ["Ledger"])
        #expect(AppUnderTest(plists: [], module: "LedgerTests").processNames == ["Ledger"])
        #expect(AppUnderTest(plists: [], module: "Tests").processNames.isEmpty)
        #expect(AppUnderTest.process(of: "2026-08-13 17:02:41.737000+0200 Ledger[611]: x") == "Ledger")
        // The app a test target's name does not give (`LatchkeyIntegrationTests`): its plist's executable,
        // or the folder collect filed it under; an extension's is not the app's.
        let plists = [AppInfoPlist(path: "config/Latchkey/Info.plist", dictionary: ["CFBundleIdentifier": "com.example.latchkey"]),
                      AppInfoPlist(path: "Build/Products/Debug-iphonesimulator/Lock.app/Info.plist", dictionary: ["CFBundleExecutable": "LockApp"]),
                      AppInfoPlist(path: "config/LockWidget.appex/Info.plist", dictionary: ["CFBundlePackageType": "XPC!"])]
        #expect(AppUnderTest(plists: plists, module: "LatchkeyIntegrationTests").processNames == ["Latchkey", "LockApp", "LatchkeyIntegration"])
        #expect(AppUnderTest.process(of: "2026-08-13T17:02:41Z dasd: x") == "dasd")
        // A device's syslog: the host before the process, the framework in parentheses after it.
        #expect(AppUnderTest.process(of: "Nov 30 14:23:53 Lab-iPhone-07 HarborMail(UIKitCore)[2391] <Notice>: x") == "HarborMail")
        #expect(AppUnderTest.process(of: "Nov 30 14:23:53 Lab-iPhone-07 dasd[139] <Notice>: x") == "dasd")
        #expect(AppUnderTest.process(of: "Nov 30 14:23:53 Lab-iPhone-07 kernel (x) no pid") == nil)
        // Not a process the message names (`log show`'s default style puts columns before the process).
        #expect(AppUnderTest.process(of: "2026-11-30 14:23:53.1+0000 0x2f1 Default 0x0 88 0 SpringBoard: Terminating HarborMail[2391]") != "HarborMail")
    }
}
