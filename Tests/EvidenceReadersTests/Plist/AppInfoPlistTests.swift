import EvidenceKit
import EvidenceTestSupport
import Foundation
import Testing

@Suite struct AppInfoPlistTests {
    @Test(.requiresSharedFixtures) func readsTheFixturePlists() throws {
        let netNewsWire = try AppInfoPlist.read(path: TestPaths.fixture("plists/NetNewsWire__iOS_Resources_Info.plist"))
        #expect(netNewsWire.permittedTaskIdentifiers == ["com.ranchero.NetNewsWire.FeedRefresh"])
        #expect(netNewsWire.backgroundModes == ["fetch", "processing", "remote-notification"])
        #expect(netNewsWire.bundleIdentifier == "$(PRODUCT_BUNDLE_IDENTIFIER)")

        let cwa = try AppInfoPlist.read(path: TestPaths.fixture("plists/cwa-app-ios__src_xcode_ENA_ENA_Resources_Info.plist"))
        #expect(cwa.bundleIdentifier == "de.rki.coronawarnapp")
        #expect(cwa.unexpandedVariables.contains(.init(keyPath: "BGTaskSchedulerPermittedIdentifiers[0]", value: "$(PRODUCT_BUNDLE_IDENTIFIER).exposure-notification")))

        let homeAssistant = try AppInfoPlist.read(path: TestPaths.fixture("plists/home-assistant-iOS__Sources_App_Resources_Info.plist"))
        #expect(homeAssistant.permittedTaskIdentifiers?.count == 2)
        #expect(homeAssistant.backgroundModes?.contains("processing") == false)
    }

    @Test func readsBinaryPlistsAndAppBundles() throws {
        let directory = try TemporaryDirectory()
        let dictionary: [String: Any] = [
            "CFBundleIdentifier": "com.example.app",
            "BGTaskSchedulerPermittedIdentifiers": ["com.example.app.refresh"],
            "UIBackgroundModes": ["fetch"],
        ]
        let binary = try PropertyListSerialization.data(fromPropertyList: dictionary, format: .binary, options: 0)
        try directory.write("Example.app/Info.plist", binary)
        let plist = try AppInfoPlist.read(path: directory.path("Example.app"))
        #expect(plist.path.hasSuffix("Example.app/Info.plist"))
        #expect(plist.bundleIdentifier == "com.example.app")
        #expect(plist.permittedTaskIdentifiers == ["com.example.app.refresh"])
        #expect(plist.unexpandedVariables.isEmpty)
    }

    /// What a build setting lost on its way into the plist: a URL an xcconfig comment cut to its scheme
    /// (`https:`), an app's key left empty; not Apple's keys, which may be empty on purpose, nor whole URLs.
    @Test func settingsTheBuildLostAreFound() {
        let plist = AppInfoPlist(path: "Build/Products/Debug-iphonesimulator/App.app/Info.plist", dictionary: [
            "CFBundleIdentifier": "com.example.app", "NSHumanReadableCopyright": "", "AppGroupIdentifier": "",
            "SyncBaseURL": "https:", "CDNBaseURL": "https://cdn.example.com", "Endpoints": ["Socket": "wss:"], "Greeting": "Note:",
        ])
        #expect(plist.lostSettings == [.init(keyPath: "Endpoints.Socket", value: "wss:"), .init(keyPath: "SyncBaseURL", value: "https:"),
                                       .init(keyPath: "AppGroupIdentifier", value: "")])
    }

    @Test func badInputGetsOneClearError() throws {
        let directory = try TemporaryDirectory()
        let text = try directory.write("Info.plist", "hello, not a plist")
        #expect { try AppInfoPlist.read(path: text) } throws: { ($0 as? EvidenceError)?.kind == .malformedInput && "\($0)".contains("Info.plist") }
        try FileManager.default.createDirectory(atPath: directory.path("Empty.app"), withIntermediateDirectories: true)
        #expect { try AppInfoPlist.read(path: directory.path("Empty.app")) } throws: { ($0 as? EvidenceError)?.kind == .inputUnavailable }
        #expect { try AppInfoPlist.read(path: directory.path("missing.plist")) } throws: { ($0 as? EvidenceError)?.kind == .inputUnavailable }
    }
}
