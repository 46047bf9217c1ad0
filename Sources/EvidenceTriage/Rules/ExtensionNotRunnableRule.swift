import EvidenceCore
import EvidenceReaders

/// The built app embeds an extension the system will not run, whatever its code: built in an app's
/// wrapper (`PlugIns/Service.app`, from `WRAPPER_EXTENSION = app`: the system looks only for `.appex`),
/// an `.appex` whose plist has no `NSExtension` dictionary (a generated plist that lost it: never
/// registered), or one that asks a newer OS than the run's destination (not installed with its app).
/// A push then shows its unmodified text, a widget is missing from the gallery. The test names that
/// bundle, or is a UI test about what the extension does (its name's words, its extension point's
/// subject) or one in a run where the system found no extension to run: the target's packaging,
/// not the extension's code.
struct ExtensionNotRunnableRule: ClassificationRule {
    let identifier = "extension_not_runnable"
    let category = TriageCategory.configurationRegression
    let summary = "The built app embeds an extension the system will not run (built as `.app`, not `.appex`; an `.appex` plist without its NSExtension dictionary; a MinimumOSVersion above the run's destination), and the test names it, or is a UI test about what it does; or a UI test ran while the system found no extension for an app whose build embeds none: the target's packaging, not its code."

    static let app = AppInfoPlist(path: "config/Quill/Info.plist", dictionary: ["CFBundleIdentifier": "com.quill.app", "CFBundlePackageType": "APPL", "MinimumOSVersion": "16.0"])
    static func service(_ bundle: String, declared: Bool = true, minimum: String = "16.0") -> AppInfoPlist {
        var dictionary: [String: Any] = ["CFBundleIdentifier": "com.quill.app.service", "CFBundlePackageType": "XPC!", "CFBundleExecutable": "QuillNotificationService",
                                         "MinimumOSVersion": minimum]
        if declared { dictionary["NSExtension"] = ["NSExtensionPointIdentifier": "com.apple.usernotifications.service"] }
        return AppInfoPlist(path: "config/\(bundle)/Info.plist", dictionary: dictionary)
    }
    static let widget = AppInfoPlist(path: "config/TidewatchWidgets.appex/Info.plist", dictionary: ["CFBundleIdentifier": "com.tidewatch.app.widgets", "CFBundlePackageType": "XPC!"])
    static let noneFound = "2026-10-21 16:44:06.201 Df pkd[212:4410] match returned 0 plug-ins"
    static let noServiceExtension = "2026-12-05 09:27:21.122211+0000 SpringBoard[61402:2944118] [com.quill.app] No extension available for bundle"
    static let undecrypted = "XCTAssertTrue failed - banner shows \"You have a new encrypted message\" instead of the decrypted preview"

    /// The system's word, loading a service extension whose plist names its Swift class without the module.
    static func classMissing(process: String = "QuillNotificationService") -> String {
        "2026-03-11 14:22:41.310000+0000 \(process)[4411:88012] __extensionPrincipalClass != nil - EXConcreteExtensionContextVendor.m:109: Unable to find NSExtensionPrincipalClass (NotificationService) in extension bundle! Please verify that the extension links the required framework"
    }
    static let pushPlists = [app, service("QuillNotificationService.appex")]

    var triggeringExamples: [RuleExample] {
        [
            // A UI test's push shown as sent: the system never found the class of the service extension this build embeds.
            .failure("QuillUITests.RichPushUITests/testEncryptedPushShowsDecryptedPreview", messages: [Self.undecrypted],
                     log: [Self.classMissing()], plists: Self.pushPlists),
            // The test lists the app's PlugIns and finds the extension under the wrong wrapper.
            .failure("QuillTests.ExtensionPackagingTests/testNotificationServiceIsEmbeddedAsAppex",
                     messages: ["XCTAssertTrue failed - Expected PlugIns/QuillNotificationService.appex in Quill.app, found [\"QuillNotificationService.app\"]"],
                     plists: [Self.app, Self.service("QuillNotificationService.app")]),
            // A UI test's push arrived undecrypted, and the system found no service extension to run.
            .failure("QuillUITests.RichPushUITests/testEncryptedPushShowsDecryptedPreview", messages: [Self.undecrypted],
                     plists: [Self.app, Self.service("QuillNotificationService.app")], runLog: [Self.noneFound]),
            // The widget's built plist lost its NSExtension dictionary: the gallery never lists it.
            .failure("TidewatchUITests.WidgetGalleryUITests/testTideWidgetAppearsInGallery",
                     messages: ["XCTAssertTrue failed - Tidewatch is not listed in the widget gallery"], plists: [Self.app, Self.widget]),
            // A UI test's push arrived unmodified, the notification server found no service extension for the app,
            // and the built app embeds none.
            .failure("HarvestlyUITests.NotificationEnrichmentTests/RichPushShowsProducePhotoThumbnail",
                     messages: ["Expected notification attachment thumbnail for 'Heirloom tomatoes are in'\n  Expected: True\n  But was:  False"],
                     plists: [Self.app], runLog: [Self.noServiceExtension]),
            // The service extension asks iOS 17.4; the run's simulator is 17.2.
            .failure("QuillUITests.RichPushUITests/testEncryptedPushShowsDecryptedPreview", messages: [Self.undecrypted],
                     plists: [Self.app, Self.service("QuillNotificationService.appex", minimum: "17.4")],
                     destination: "platform=iOS Simulator,name=iPhone 15,OS=17.2"),
        ]
    }

    var nonTriggeringExamples: [RuleExample] {
        [
            // A unit test that calls the service's code itself: the system's loading of the bundle is not what it ran.
            .failure("QuillTests.NotificationServiceTests/testRewritesTitleFromPayload", messages: [Self.undecrypted],
                     log: [Self.classMissing()], plists: Self.pushPlists),
            // A UI test about something else the app does, and one beside another app's extension: not what they drove.
            .failure("QuillUITests.AppearanceUITests/testSettingsUsesDarkPalette", messages: ["XCTAssertEqual failed: (\"light\") is not equal to (\"dark\")"],
                     log: [Self.classMissing()], plists: Self.pushPlists),
            .failure("QuillUITests.RichPushUITests/testEncryptedPushShowsDecryptedPreview", messages: [Self.undecrypted],
                     log: [Self.classMissing(process: "SwiftKeyKeyboard")], plists: Self.pushPlists),
            // The extension is an .appex the system can find.
            .failure("QuillUITests.RichPushUITests/testEncryptedPushShowsDecryptedPreview", messages: [Self.undecrypted],
                     plists: [Self.app, Self.service("QuillNotificationService.appex")], runLog: [Self.noneFound]),
            // The extension's own code, called by a unit test: no system in the loop.
            .failure("QuillNotificationServiceTests.NotificationServiceStartupTests/testContentHandlerCalledWithinTwoSeconds",
                     messages: ["Asynchronous wait failed: Exceeded timeout of 2 seconds, with unfulfilled expectations: \"contentHandler called\"."],
                     plists: [Self.app, Self.service("QuillNotificationService.app")], runLog: [Self.noneFound]),
            // A UI test of something else while the app, which has no service extension, got a mutable push: not the extension's work.
            .failure("HarvestlyUITests.OrderPushUITests/testTapOpensOrder", messages: ["XCTAssertTrue failed - order screen not shown"],
                     plists: [Self.app], runLog: [Self.noServiceExtension]),
            // The same words of the notification server beside a unit test: no system runs the extension for it.
            .failure("HarvestlyTests.NotificationEnrichmentTests/testAttachmentAddedForPhotoURL", messages: ["XCTAssertEqual failed: (\"0\") is not equal to (\"1\")"],
                     plists: [Self.app], runLog: [Self.noServiceExtension]),
            // A UI test in the same run about something else.
            .failure("QuillUITests.ComposeUITests/testSendButtonDisabledWhenEmpty", messages: ["XCTAssertFalse failed"],
                     plists: [Self.app, Self.service("QuillNotificationService.app")]),
            // A newer minimum than the app's, but the run's OS has it: the system runs the extension.
            .failure("QuillUITests.RichPushUITests/testEncryptedPushShowsDecryptedPreview", messages: [Self.undecrypted],
                     plists: [Self.app, Self.service("QuillNotificationService.appex", minimum: "17.4")],
                     destination: "platform=iOS Simulator,name=iPhone 16,OS=18.1"),
        ]
    }

    /// Why the system will not run an embedded extension, for each that it will not.
    static func unrunnable(_ plists: [AppInfoPlist], destination: String?) -> [(plist: AppInfoPlist, why: String)] {
        let destinationOS = destination.flatMap(Self.osVersion(in:))
        return plists.compactMap { plist in
            guard let bundle = plist.bundleName else { return nil }
            if plist.isExtensionInAppWrapper {
                return (plist, "is built as `\(bundle)`, not `.appex`: the system looks only for `.appex` bundles")
            }
            guard bundle.hasSuffix(".appex"), plist.isExtension else { return nil }
            if !plist.declaresExtension {
                return (plist, "has no NSExtension dictionary in its built Info.plist: the system never registers it")
            }
            if let minimum = plist.minimumOSVersion, let destinationOS, Self.version(minimum, isAbove: destinationOS) {
                return (plist, "asks iOS \(minimum) (MinimumOSVersion) and the run's destination is \(destinationOS): it is not installed with the app")
            }
            return nil
        }
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        let found = Self.unrunnable(context.plists, destination: context.destination)
        guard !found.isEmpty else { return notEmbedded(context) }
        let messages = context.test.issues.map(\.message) + [context.code.last?.excerpt ?? ""]
        let drives = Self.drivesTheApp(context.test.id)
        let noneFound = drives ? context.text(saying: .noExtensionFound) : nil
        let testWords = Self.nameStems(context.test.id)
        var tied: (plist: AppInfoPlist, why: String, reach: EvidenceWeight.Reach)?
        for (plist, why) in found {
            let name = Self.name(plist)
            if messages.contains(where: { $0.includes(name) || plist.bundleIdentifier.map($0.includes) == true }) {
                tied = (plist, why, .direct)
                break
            }
            if tied == nil, drives, noneFound != nil || !testWords.isDisjoint(with: Self.subject(of: plist, among: context.plists)) {
                tied = (plist, why, .inferred)
            }
        }
        guard let (plist, why, reach) = tied else { return nil }
        let name = Self.name(plist)
        return RuleVerdict(
            rule: identifier, category: category, weight: EvidenceWeight(.record, reach, corroborated: reach == .inferred && noneFound != nil), stage: nil,
            reason: "The built app embeds the extension \(name)\(plist.extensionPoint.map { " (\($0))" } ?? ""), which \(why)"
                + (noneFound.map { "; the system found no extension to run (“\($0.text.prefix(120))”)." } ?? "."),
            evidence: [EvidencePointer(path: plist.path, excerpt: "bundle: \(plist.bundleName ?? name)")] + (noneFound?.evidence.map { [$0] } ?? []),
            nextStep: "Fix the extension target's packaging (its wrapper `.appex`, the NSExtension dictionary in its Info.plist, a deployment target the test devices have), rebuild, and check the built app's PlugIns/ holds \(name).appex as the system expects.")
    }

    /// For a test that drives the app: whether the built app embeds an extension the system will not run,
    /// and whether it embeds none at all (the system's search for one, said while the test ran, is then the test's).
    static func extensionsOfTheAppItDrives(_ id: TestIdentifier, _ plists: [AppInfoPlist], destination: String?) -> (unrunnable: Bool, none: Bool) {
        guard drivesTheApp(id) else { return (false, false) }
        return (!unrunnable(plists, destination: destination).isEmpty, embedsNone(plists))
    }

    static func embedsNone(_ plists: [AppInfoPlist]) -> Bool {
        !plists.isEmpty && !plists.contains(where: \.isExtension)
    }

    /// What a notification service extension does to a push, in a test's words: its work, which no push shows
    /// without it.
    static let serviceExtensionWork = ["attachment", "thumbnail", "enrich", "decrypt", "rich push", "rich notification", "media", "modified", "rewritten"]

    /// A UI test of what a service extension does to a push, while the system said it found no extension to run
    /// for the app (`[com.example.app] No extension available for bundle`), of a built app that embeds none: the
    /// extension never made it into this build.
    private func notEmbedded(_ context: FailureContext) -> RuleVerdict? {
        // The system loaded the extension and found no class its plist names: it never ran, whatever the test drove.
        // (Said by an extension this build embeds — the line's process is its executable — about what the test is
        // about: its name's words, the extension's subject; another test's or another app's extension is not this one's.)
        let testWords = Self.nameStems(context.test.id)
        if Self.drivesTheApp(context.test.id), let said = context.texts(saying: .extensionClassMissing).first(where: { said in
            AppUnderTest.process(of: said.text).flatMap { process in context.plists.first { $0.isExtension && $0.executable == String(process) } }
                .map { !testWords.isDisjoint(with: Self.subject(of: $0, among: context.plists)) } ?? false
        }) {
            let sentence = said.text.range(of: "Unable to find").map { said.text[$0.lowerBound...] } ?? Substring(said.text)
            return RuleVerdict(
                rule: identifier, category: category, weight: EvidenceWeight(.system), stage: nil,
                reason: "The system found no class the extension's built Info.plist names as its principal class (“\(sentence.prefix(140))”): the extension never ran while the test drove the app.",
                evidence: said.evidence.map { [$0] } ?? [],
                nextStep: "Name the extension's principal class with its module in the extension target's Info.plist (`$(PRODUCT_MODULE_NAME).NotificationService`, or `@objc(NotificationService)` on the class), rebuild, and check the built `.appex`'s plist.")
        }
        let built = context.builtPlists
        guard Self.drivesTheApp(context.test.id), Self.embedsNone(built), let app = built.first,
              let said = context.text(saying: .noExtensionFound), Self.namesTheApp(said.text, app),
              Self.serviceExtensionWork.contains(where: Expectation.testHaystack(context).includes) else { return nil }
        return RuleVerdict(
            // (Two sources agree: the system's search found none, and the build's plists show none.)
            rule: identifier, category: category, weight: EvidenceWeight(.system, .inferred, corroborated: true), stage: nil,
            reason: "The system found no extension to run for the app (“\(said.text.prefix(120))”), and the built app's plists show none embedded (\(app.path)): this build did not carry it.",
            evidence: [said.evidence, EvidencePointer(path: app.path, excerpt: "bundle: \(app.bundleName ?? app.path)")].compactMap { $0 },
            nextStep: "Check that the extension target is embedded in the app for the configuration CI builds (Embed App Extensions, a dependency or project reference limited to Debug), and that the built app's PlugIns/ holds its `.appex`.")
    }

    /// The system's line names the app's bundle (`[com.example.app] No extension…`), or none.
    static func namesTheApp(_ line: String, _ app: AppInfoPlist) -> Bool {
        guard let open = line.firstIndex(of: "["), let close = line[open...].firstIndex(of: "]") else { return true }
        let named = line[line.index(after: open)..<close]
        guard named.contains("."), !named.contains(":") else { return true }
        return app.bundleIdentifier.map { $0 == named } ?? true
    }

    /// The extension's name: its bundle's, less the wrapper.
    static func name(_ plist: AppInfoPlist) -> String {
        let bundle = plist.bundleName ?? ""
        return String(bundle.prefix { $0 != "." })
    }

    /// What the extension does, in a test name's words: its name's words less its app's and the
    /// generic ones (`TidewatchWidgets` → `widget`), and its extension point's subject.
    static func subject(of plist: AppInfoPlist, among plists: [AppInfoPlist]) -> Set<String> {
        let apps = plists.filter { !$0.isExtension }.map { Self.stems(TaskIdentifierScanner.words(of: Self.name($0))) }.reduce(Set<String>(), { $0.union($1) })
        var words = Self.stems(TaskIdentifierScanner.words(of: Self.name(plist))).subtracting(apps).subtracting(["extension", "ext", "service", "content", "app"])
        let point = plist.extensionPoint ?? ""
        if point.includes("usernotifications") { words.formUnion(["push", "notification", "banner"]) }
        if point.includes("widgetkit") { words.insert("widget") }
        if point.includes("share-services") { words.insert("share") }
        return words
    }

    /// Words without a plural's `s` (`widgets`, `widget`).
    /// The stems of a test's suite's and name's words, to meet an extension's `subject(of:among:)`.
    static func nameStems(_ id: TestIdentifier) -> Set<String> {
        stems(TaskIdentifierScanner.words(of: id.suite + " " + id.name))
    }

    static func stems(_ words: Set<String>) -> Set<String> {
        Set(words.map { $0.count > 3 && $0.hasSuffix("s") && !$0.hasSuffix("ss") ? String($0.dropLast()) : $0 })
    }

    /// `OS=17.2` in xcodebuild's destination.
    static func osVersion(in destination: String) -> String? {
        guard let range = destination.range(of: "OS=") else { return nil }
        let version = destination[range.upperBound...].prefix { $0.isNumber || $0 == "." }
        return version.isEmpty ? nil : String(version)
    }

    /// `17.4` above `17.2`, component by component.
    static func version(_ left: String, isAbove right: String) -> Bool {
        let a = left.split(separator: ".").map { Int($0) ?? 0 }, b = right.split(separator: ".").map { Int($0) ?? 0 }
        for index in 0..<max(a.count, b.count) {
            let (x, y) = (index < a.count ? a[index] : 0, index < b.count ? b[index] : 0)
            if x != y { return x > y }
        }
        return false
    }

    /// A UI test drives the built app, so it sees what the system does with its extensions; a unit
    /// test calls the extension's code itself.
    static func drivesTheApp(_ id: TestIdentifier) -> Bool {
        [id.module ?? "", id.suite].contains { $0.hasSuffix("UITests") || $0.hasSuffix("UITest") }
    }
}
