import EvidenceCore
import EvidenceReaders
import EvidenceRun

/// The test had the system open a link with the app's own custom scheme (`app.open(URL(string: "tidebound://wishlist")!)`,
/// `XCUIDevice.shared.system.open(…)`), and the built app registers no such scheme under `CFBundleURLTypes` (a
/// configuration registers `tidebound-staging` only): the system has no app to hand the link to, whatever the
/// app's router would make of it — the target's plist, not its code.
struct URLSchemeNotRegisteredRule: ClassificationRule {
    let identifier = "url_scheme_not_registered"
    let category = TriageCategory.configurationRegression
    let summary = "The test had the system open a link with the app's own custom scheme, and the built app's Info.plist does not register that scheme (CFBundleURLTypes): no app receives the link."

    static func plist(schemes: [String], packageType: String = "APPL") -> AppInfoPlist {
        AppInfoPlist(path: "build/Tidebound.app/Info.plist", dictionary: [
            "CFBundleIdentifier": "com.tidebound.shop", "CFBundleName": "Tidebound", "CFBundlePackageType": packageType, "DTPlatformName": "iphonesimulator",
            "CFBundleURLTypes": [["CFBundleURLName": "com.tidebound.shop", "CFBundleURLSchemes": schemes]],
        ])
    }
    static let opensTheLink = ["        let app = XCUIApplication()", "        app.terminate()", "        app.open(URL(string: \"tidebound://wishlist\")!)",
                               "        XCTAssertTrue(app.wait(for: .runningForeground, timeout: 10), \"app did not open for tidebound://\")"]
    static let didNotOpen = "XCTAssertTrue failed - app did not open for tidebound://"

    var triggeringExamples: [RuleExample] {
        [
            // A configuration's plist registers another spelling of the scheme.
            .failure("TideboundUITests.DeepLinkUITests/testSchemeLinkOpensWishlist", messages: [Self.didNotOpen],
                     plists: [Self.plist(schemes: ["tidebound-staging"])], code: Self.opensTheLink),
            // The URL built on its own line, then opened through the system's handle.
            .failure("TideboundUITests.DeepLinkUITests/testSchemeLinkOpensOrders", messages: ["XCTAssertTrue failed"],
                     plists: [Self.plist(schemes: [])],
                     code: ["        let link = URL(string: \"tidebound://orders/42\")! // was tidebound-old://orders", "        XCUIDevice.shared.system.open(link)",
                            "        XCTAssertTrue(app.navigationBars[\"Order 42\"].waitForExistence(timeout: 10))"]),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            // Registered (the system compares schemes without case): what the app then showed is its routing.
            .failure("TideboundUITests.DeepLinkUITests/testSchemeLinkOpensWishlist", messages: [Self.didNotOpen],
                     plists: [Self.plist(schemes: ["Tidebound"])], code: Self.opensTheLink),
            // The router handed the URL directly: no system opened anything, the scheme's registration is not read.
            .failure("TideboundTests.DeepLinkRouterTests/testPromoCodeQueryParsed", messages: ["XCTAssertEqual failed: (\"sale(promo: nil)\") is not equal to (\"sale(promo: Optional(\\\"SUMMER15\\\"))\")"],
                     plists: [Self.plist(schemes: ["tidebound-staging"])],
                     code: ["        let route = DeepLinkRouter().route(URL(string: \"tidebound://sale?promo=SUMMER15\")!)"]),
            // Another app's scheme, or a web link: the app registers neither, and need not.
            .failure("TideboundUITests.ShareUITests/testOpenInMaps", messages: ["XCTAssertTrue failed"],
                     plists: [Self.plist(schemes: ["tidebound"])],
                     code: ["        XCUIDevice.shared.system.open(URL(string: \"comgooglemaps://?daddr=Pier+39\")!)"]),
            .failure("TideboundUITests.UniversalLinkUITests/testSharedCartLinkOpensCart", messages: ["XCTAssertTrue failed - link stayed in Safari"],
                     plists: [Self.plist(schemes: ["tidebound"])],
                     code: ["        XCUIDevice.shared.system.open(URL(string: \"https://shop.tidebound.com/cart/8841\")!)"]),
            // A UI test's web view helper opening the link itself (`webapp.open(…)`): no system hands it to the app.
            .failure("TideboundUITests.DeepLinkUITests/testSchemeLinkOpensWishlist", messages: [Self.didNotOpen], plists: [Self.plist(schemes: ["tidebound-staging"])],
                     code: ["        let webapp = WebShell(XCUIApplication())", "        webapp.open(URL(string: \"tidebound://wishlist\")!)"]),
            // A unit test calling the app's own `open(_:)`: its handler, no system.
            .failure("TideboundTests.DeepLinkHandlerTests/testSaleLinkAppliesPromo", messages: ["XCTAssertEqual failed: (\"nil\") is not equal to (\"SUMMER15\")"],
                     plists: [Self.plist(schemes: ["tidebound-dev"])],
                     code: ["        let handler = DeepLinkHandler(store: store)", "        handler.open(URL(string: \"tidebound://sale?promo=SUMMER15\")!)",
                            "        XCTAssertEqual(store.promo, \"SUMMER15\")"]),
            // Another app's scheme beside one an SDK registers (`twitterkit-…`), or a system app's named like the app's last word.
            .failure("TideboundUITests.ShareUITests/testOpenProfileInTwitter", messages: ["XCTAssertTrue failed"],
                     plists: [Self.plist(schemes: ["tidebound", "twitterkit-8fj3kd9s"])],
                     code: ["        let app = XCUIApplication()", "        XCUIDevice.shared.system.open(URL(string: \"twitter://user?screen_name=tidebound\")!)"]),
            .failure("HarborUITests.DirectionsUITests/testOpensInMaps", messages: ["XCTAssertTrue failed"],
                     plists: [AppInfoPlist(path: "build/Harbor.app/Info.plist", dictionary: ["CFBundleIdentifier": "com.harbor.maps", "CFBundleName": "Harbor",
                                                                                              "CFBundlePackageType": "APPL", "DTPlatformName": "iphonesimulator"])],
                     code: ["        let app = XCUIApplication()", "        XCUIDevice.shared.system.open(URL(string: \"maps://?daddr=Pier+39\")!)"]),
            // The UI test runner's plist (no URL types) beside the app's, which registers the scheme.
            .failure("TideboundUITests.DeepLinkUITests/testSchemeLinkOpensWishlist", messages: [Self.didNotOpen],
                     plists: [AppInfoPlist(path: "build/TideboundUITests-Runner.app/Info.plist", dictionary: [
                         "CFBundleIdentifier": "com.tidebound.shopUITests.xctrunner", "CFBundlePackageType": "APPL", "DTPlatformName": "iphonesimulator"]),
                              Self.plist(schemes: ["tidebound"])],
                     code: Self.opensTheLink),
            // Only an extension's plist: it says nothing of the app's schemes.
            .failure("TideboundUITests.DeepLinkUITests/testSchemeLinkOpensWishlist", messages: [Self.didNotOpen],
                     plists: [Self.plist(schemes: [], packageType: "XPC!")], code: Self.opensTheLink),
        ]
    }

    /// The custom schemes of the URLs a UI test has the system open: the link written in the `open(` call of an
    /// `XCUIApplication` or of `XCUIDevice.shared.system` (`app.open(URL(string: "tidebound://wishlist")!)`), or in the
    /// `let` it opens (`let link = URL(string: "tidebound://orders/42")!`, `….system.open(link)`); in lower case,
    /// comments aside. (A unit test's `handler.open(URL(…))` is the app's own method: no system opens anything.)
    static func openedSchemes(in code: [String]) -> [String] {
        let lines = code.map { String(ArchivedSources.withoutComment($0)) }
        guard lines.contains(where: { $0.includes("XCUIApplication") || $0.includes("XCUIDevice") }) else { return [] }
        // (The app under test is an `XCUIApplication` the test names `app`, as UI tests do; the device's system by its path.)
        // (`app` as a word of its own: not `webapp.open(`.)
        let opens = lines.filter { line in
            line.includes("app.open(", atAWordStart: \.isNamePart) || line.includes("XCUIApplication().open(") || line.includes(".system.open(")
        }
        return opens.flatMap { open -> [String] in
            let named = lines.filter { line in
                guard let equals = line.range(of: " = URL("), let name = line[..<equals.lowerBound].split(separator: " ").last else { return false }
                return open.includes("open(\(name))") || open.includes("open(\(name)!)")
            }
            return schemes(in: [open] + named)
        }
    }

    /// The custom schemes of the URLs written in these lines (`"tidebound://wishlist"` → `tidebound`), in lower case.
    static func schemes(in lines: [String]) -> [String] {
        lines.flatMap { line -> [String] in
            line.components(separatedBy: "://").dropLast().compactMap { before in
                let scheme = before.reversed().prefix { $0.isLetter || $0.isNumber || "+-.".contains($0) }
                let text = String(scheme.reversed()).lowercased()
                guard let first = text.first, first.isLetter, !["http", "https", "file", "ws", "wss", "ftp"].contains(text) else { return nil }
                return text
            }
        }
    }

    /// A configuration's mark on a scheme (`tidebound-staging`, `tidebound.dev`).
    static let configurationWords: Set<String> = ["dev", "debug", "staging", "stage", "beta", "qa", "test", "alpha", "internal", "prod", "release", "uat", "sandbox", "preview", "nightly"]

    /// The scheme is the app's own: its name (`CFBundleName`, `CFBundleDisplayName`, its executable: `tidebound`) — not
    /// a word of its bundle identifier, which may be a system app's (`com.harbor.maps` and Apple Maps' `maps`) —, or a
    /// scheme it registers is that one with a configuration's mark (`tidebound-staging` for `tidebound`, or the reverse).
    static func isTheApps(_ scheme: String, _ plist: AppInfoPlist) -> Bool {
        let squeeze = { (text: String) in text.lowercased().filter { $0.isLetter || $0.isNumber } }
        let names = Set((plist.names + [plist.executable].compactMap { $0 }).map(squeeze))
        if names.contains(squeeze(scheme)) { return true }
        let marked = { (long: String, short: String) in
            long.count > short.count + 1 && long.hasPrefix(short) && "-._".contains(long[long.index(long.startIndex, offsetBy: short.count)])
                && configurationWords.contains(String(long.dropFirst(short.count + 1)))
        }
        return plist.urlSchemes.contains { marked($0, scheme) || marked(scheme, $0) }
    }

    /// An app's built plist, not an extension's nor the UI test runner's (`…UITests-Runner.app`, `….xctrunner`).
    static func isTheAppUnderTest(_ plist: AppInfoPlist) -> Bool {
        !plist.isExtension && (plist.packageType == nil || plist.packageType == "APPL") && plist.platformName != nil
            && !(plist.bundleIdentifier ?? "").hasSuffix(".xctrunner") && !plist.path.includes("-Runner.app/")
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        // (The system asked to open it: a UI test's `open(` of the app or the device's system, not a router handed the URL.)
        // (Every app plist the run kept lacks it: which one the test launched is not known.)
        let apps = context.builtPlists.filter(Self.isTheAppUnderTest)
        guard !context.crashed, let app = apps.first,
              let scheme = Self.openedSchemes(in: context.code.compactMap(\.excerpt)).first(where: { scheme in
                  apps.allSatisfy { !$0.urlSchemes.contains(scheme) } && apps.contains { Self.isTheApps(scheme, $0) }
              }),
              let issue = context.test.issues.first
        else { return nil }
        let registered = app.urlSchemes.isEmpty ? "none" : app.urlSchemes.map { "`\($0)`" }.joined(separator: ", ")
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.record, .inferred), stage: nil,
            reason: "The test had the system open a `\(scheme)://` link, and \(app.path) registers no `\(scheme)` scheme (CFBundleURLTypes: \(registered)): the system has no app to hand it to.",
            evidence: (issue.evidence.map { [$0] } ?? []) + [EvidencePointer(path: app.path, excerpt: "CFBundleURLSchemes: \(registered)")],
            nextStep: "Register `\(scheme)` under CFBundleURLTypes in the app target's Info.plist for this configuration (or open the scheme this build registers), then rebuild.")
    }
}
