import EvidenceCore
import EvidenceReaders

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
    static let opensTheLink = ["        app.terminate()", "        app.open(URL(string: \"tidebound://wishlist\")!)",
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
                     code: ["        let link = URL(string: \"tidebound://orders/42\")!", "        XCUIDevice.shared.system.open(link)",
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
            // Only an extension's plist: it says nothing of the app's schemes.
            .failure("TideboundUITests.DeepLinkUITests/testSchemeLinkOpensWishlist", messages: [Self.didNotOpen],
                     plists: [Self.plist(schemes: [], packageType: "XPC!")], code: Self.opensTheLink),
        ]
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

    /// The scheme is the app's own: its bundle identifier's or name's word (`com.tidebound.shop`), or a scheme it
    /// registers is that one with a configuration's suffix or prefix (`tidebound-staging`).
    static func isTheApps(_ scheme: String, _ plist: AppInfoPlist) -> Bool {
        let words = Set(((plist.bundleIdentifier ?? "").split(separator: ".") + plist.names.map { Substring($0) }).map { $0.lowercased() })
        let squeezed = scheme.filter { $0.isLetter || $0.isNumber }
        return words.contains(scheme) || words.contains(squeezed)
            || plist.urlSchemes.contains { $0.count > 2 && scheme.count > 2 && ($0.hasPrefix(scheme) || scheme.hasPrefix($0)) }
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        let lines = context.code.compactMap(\.excerpt).filter { !FailureContext.isComment($0) }
        // (The system asked to open it: an `open(` call of the test's, not a router handed the URL.)
        guard lines.contains(where: { $0.includes(".open(") }), !context.crashed,
              let app = context.builtPlists.first(where: { !$0.isExtension && ($0.packageType == nil || $0.packageType == "APPL") && $0.platformName != nil }),
              let scheme = Self.schemes(in: lines).first(where: { !app.urlSchemes.contains($0) && Self.isTheApps($0, app) }),
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
