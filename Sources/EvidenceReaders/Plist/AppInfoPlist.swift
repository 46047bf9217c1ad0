import EvidenceCore
import Foundation

/// What the gate and triage need from an app's Info.plist: the permitted background-task
/// identifiers, the background modes, the bundle id, and any `$(VAR)` left unexpanded (which means
/// the file is the source plist, not the one in the built product). XML and binary plists.
package struct AppInfoPlist: Sendable {
    /// A string value and where it sits: an unexpanded build setting reference, e.g. `$(PRODUCT_BUNDLE_IDENTIFIER)`
    /// at `BGTaskSchedulerPermittedIdentifiers[0]`, a URL an xcconfig comment cut (`https:` at `APIBaseURL`),
    /// or an app's key left empty (`""` at `AppGroupIdentifier`).
    package struct StringSetting: Hashable, Sendable {
        package var keyPath: String
        package var value: String

        package init(keyPath: String, value: String) {
            self.keyPath = keyPath
            self.value = value
        }
    }

    package var path: String
    package var bundleIdentifier: String?
    /// `CFBundleExecutable`: the process name the app's console lines and log entries carry.
    package var executable: String?
    /// `CFBundleName` and `CFBundleDisplayName`: what the app is called (a Flutter app's own channels are
    /// named after it, `saltgrass/device_vault`).
    package var names: [String] = []
    /// nil when the key is absent.
    package var permittedTaskIdentifiers: [String]?
    package var backgroundModes: [String]?
    package var unexpandedVariables: [StringSetting]
    /// Values a build setting lost on its way in: a URL's scheme alone (`https:`: an xcconfig reads `//`
    /// as the start of a comment, so `API_URL = https://api.example.com` arrives as `https:`), or an
    /// app's own key left empty (`AppGroupIdentifier = $(APP_GROUP)` where the configuration built
    /// never defines `APP_GROUP`). Apple's keys (`CF…`, `NS…`, `UI…`) may be empty on purpose.
    package var lostSettings: [StringSetting]
    /// Keys of the wrong type, e.g. `UIBackgroundModes` not an array of strings.
    package var problems: [String]
    /// `CFBundlePackageType`: `APPL` for an app, `XPC!` for an extension (a widget's own plist).
    package var packageType: String?
    /// An app extension's plist (a widget's, a share extension's), not an app's.
    package var isExtension: Bool { packageType == "XPC!" }
    /// `NSExtension.NSExtensionPointIdentifier` (ExtensionKit's `EXAppExtensionAttributes.EXExtensionPointIdentifier`):
    /// what the system runs the extension for (`com.apple.usernotifications.service`, `com.apple.widgetkit-extension`).
    package var extensionPoint: String?
    /// The plist has the dictionary (`NSExtension`, or ExtensionKit's `EXAppExtensionAttributes`) by
    /// which the system registers an extension: an `.appex` without it is never offered or run.
    package var declaresExtension: Bool
    /// `MinimumOSVersion`: an extension that asks a newer OS than the device's is not installed with its app.
    package var minimumOSVersion: String?
    /// The platform the app was built for (`DTPlatformName`: `iphoneos`, `iphonesimulator`), when the build wrote it.
    package var platformName: String?
    /// The bundle folder the plist was read from (`Widget.appex`, `Quill.app`, or as collect files an
    /// embedded bundle, `config/Widget.appex/Info.plist`); nil for a loose plist.
    package var bundleName: String? {
        let parts = path.split(separator: "/").dropLast()
        let folder = parts.last == "Contents" ? parts.dropLast().last : parts.last
        return folder.flatMap { $0.hasSuffix(".app") || $0.hasSuffix(".appex") ? String($0) : nil }
    }
    /// An extension built in an app's wrapper (`WRAPPER_EXTENSION = app`: `PlugIns/Service.app`): the
    /// system looks only for `.appex` bundles, so it never finds or runs it.
    package var isExtensionInAppWrapper: Bool {
        (isExtension || extensionPoint != nil) && bundleName?.hasSuffix(".app") == true
    }
    /// The features this plist switches on (`featureKeys` set to true).
    package var declaredFeatures: Set<String>
    /// It names a launch screen (`UILaunchScreen`, `UILaunchStoryboardName`, launch images, per device too): without
    /// one, iOS runs an iPhone app letterboxed at the legacy 320×480 points, whatever the device's screen.
    package var namesALaunchScreen: Bool
    static let launchScreenKeys = ["UILaunchScreen", "UILaunchScreens", "UILaunchStoryboardName", "UILaunchStoryboards", "UILaunchImages", "UILaunchImageFile"]
    /// The usage descriptions it carries (`NS…UsageDescription` keys with a text): without its key, the
    /// system never asks the user for that permission.
    package var usageDescriptions: Set<String>
    /// The URL schemes the app registers (every `CFBundleURLTypes` entry's `CFBundleURLSchemes`), in lower case as
    /// the system compares them: a link with another scheme does not open the app.
    package var urlSchemes: [String]
    /// Top-level keys that name an app group (`AppGroupIdentifier`, `FRAppGroupIdentifier`, or any
    /// key whose value is a `group.` identifier), with their values as built, empty ones included:
    /// an app and its extensions must agree on them to share a container.
    package var appGroupKeys: [String: String]

    /// Boolean keys without which the system refuses a feature to the app, whatever its code does.
    package static let featureKeys = ["NSSupportsLiveActivities"]

    package static let permittedIdentifiersKey = "BGTaskSchedulerPermittedIdentifiers"
    package static let backgroundModesKey = "UIBackgroundModes"
    /// Info.plists are kilobytes; refuse to load anything absurd into memory.
    static let maximumSize = 16 * 1024 * 1024

    /// Reads a plist file, or the Info.plist of an `.app` bundle (iOS layout, or `Contents/` on macOS).
    package static func read(path: String) throws -> AppInfoPlist {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw EvidenceError(.inputUnavailable, "Cannot read \(path): no such file or directory.")
        }
        var file = path
        if isDirectory.boolValue {
            let candidates = [path + "/Info.plist", path + "/Contents/Info.plist"]
            guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
                throw EvidenceError(.inputUnavailable, "\(path) is a directory without an Info.plist (expected an .app bundle).")
            }
            file = found
        }
        let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? NSNumber)?.intValue ?? 0
        guard size <= maximumSize else {
            throw EvidenceError(.malformedInput, "\(file) is \(size) bytes, too large to be an Info.plist.")
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw EvidenceError(.inputUnavailable, "Cannot read \(file).")
        }
        return try read(data: data, path: file)
    }

    /// Reads plist bytes (e.g. an archive entry); `path` names it in errors and evidence.
    package static func read(data: Data, path file: String) throws -> AppInfoPlist {
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            throw EvidenceError(.malformedInput, "\(file) is not a property list (XML or binary).")
        }
        guard let dictionary = object as? [String: Any] else {
            throw EvidenceError(.malformedInput, "\(file) is a property list but not a dictionary, so not an Info.plist.")
        }
        return AppInfoPlist(path: file, dictionary: dictionary)
    }

    package init(path: String, dictionary: [String: Any]) {
        self.path = path
        var problems: [String] = []
        func strings(_ key: String) -> [String]? {
            guard let value = dictionary[key] else { return nil }
            guard let array = value as? [Any] else {
                problems.append("\(key) is not an array")
                return []
            }
            let strings = array.compactMap { $0 as? String }
            if strings.count != array.count { problems.append("\(key) holds entries that are not strings") }
            return strings
        }
        bundleIdentifier = dictionary["CFBundleIdentifier"] as? String
        executable = dictionary["CFBundleExecutable"] as? String
        names = ["CFBundleName", "CFBundleDisplayName"].compactMap { dictionary[$0] as? String }
        packageType = dictionary["CFBundlePackageType"] as? String
        let extensionDictionary = (dictionary["NSExtension"] ?? dictionary["EXAppExtensionAttributes"]) as? [String: Any]
        declaresExtension = extensionDictionary != nil
        extensionPoint = (extensionDictionary?["NSExtensionPointIdentifier"] ?? extensionDictionary?["EXExtensionPointIdentifier"]) as? String
        minimumOSVersion = dictionary["MinimumOSVersion"] as? String
        platformName = dictionary["DTPlatformName"] as? String
        declaredFeatures = Set(Self.featureKeys.filter { (dictionary[$0] as? Bool) == true || (dictionary[$0] as? String)?.uppercased() == "YES" })
        urlSchemes = ((dictionary["CFBundleURLTypes"] as? [Any]) ?? []).flatMap { type in
            (((type as? [String: Any])?["CFBundleURLSchemes"] as? [Any]) ?? []).compactMap { ($0 as? String)?.lowercased() }
        }
        usageDescriptions = Set(dictionary.keys.filter { $0.hasSuffix("UsageDescription") && !((dictionary[$0] as? String) ?? "").isEmpty })
        // (An iPhone's: the key itself or its `~iphone` variant, not an iPad's; a storyboard's name not empty.)
        namesALaunchScreen = dictionary.contains { key, value in
            Self.launchScreenKeys.contains { key == $0 || key == $0 + "~iphone" } && (value as? String).map { !$0.isEmpty } != false
        }
        appGroupKeys = dictionary.reduce(into: [:]) { keys, item in
            guard let value = item.value as? String, item.key.lowercased().contains("group") || value.hasPrefix("group.") else { return }
            keys[item.key] = value
        }
        permittedTaskIdentifiers = strings(Self.permittedIdentifiersKey)
        backgroundModes = strings(Self.backgroundModesKey)
        // A mode the OS knows, written otherwise (`Audio`, `fetch `): the OS matches the exact string, so it reads none.
        for mode in backgroundModes ?? [] where !SignalVocabulary.backgroundModeNames.contains(mode) {
            let meant = mode.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            if SignalVocabulary.backgroundModeNames.contains(meant) {
                problems.append("\(Self.backgroundModesKey) holds \"\(mode)\", which the OS does not read as \"\(meant)\" (it matches modes exactly)")
            }
        }
        var variables: [StringSetting] = [], lost: [StringSetting] = []
        Self.findStrings(dictionary, keyPath: "", where: Self.containsVariable, into: &variables)
        Self.findStrings(dictionary, keyPath: "", where: Self.isCutAtComment, into: &lost)
        for (key, value) in dictionary.sorted(by: { $0.key < $1.key }) where (value as? String) == "" && !Self.isApples(key) {
            lost.append(StringSetting(keyPath: key, value: ""))
        }
        unexpandedVariables = variables
        lostSettings = lost
        self.problems = problems
    }

    /// Whether the plist permits `identifier`: listed, or under a wildcard entry (`permits(_:entry:)`).
    /// Gate and triage both ask this: one reading of what the OS permits.
    package func permits(_ identifier: String) -> Bool {
        (permittedTaskIdentifiers ?? []).contains { Self.permits(identifier, entry: $0) }
    }

    /// Whether one permitted entry covers `identifier`: the same string, or a wildcard entry
    /// (`com.example.app.export.*`, iOS 26's continued-processing tasks: registered under the wildcard,
    /// submitted as `com.example.app.export.<anything>`) that prefixes it.
    package static func permits(_ identifier: String, entry: String) -> Bool {
        if entry == identifier { return true }
        guard entry.hasSuffix(".*") else { return false }
        let prefix = entry.dropLast()
        return identifier.count > prefix.count && identifier.hasPrefix(prefix)
    }

    /// `$(NAME)` or `${NAME}` anywhere in a string value.
    package static func containsVariable(_ text: String) -> Bool {
        text.contains("$(") || text.contains("${")
    }

    /// The schemes of URLs a build setting carries; one of them alone (`https:`) is what an xcconfig
    /// leaves of `https://…`, its `//` read as a comment's start (Xcode's documented xcconfig syntax).
    package static let cutURLSchemes = ["https", "http", "wss", "ws"]

    /// `https:` and nothing more.
    package static func isCutAtComment(_ text: String) -> Bool {
        text.hasSuffix(":") && cutURLSchemes.contains(String(text.dropLast()).lowercased())
    }

    /// Prefixes of the keys Apple's frameworks and tools define (an empty copyright or region is theirs to allow).
    static let applePrefixes = ["CF", "NS", "UI", "LS", "DT", "MK", "WK", "BG", "UN", "AT", "GK", "IN", "Apple", "Build", "Minimum", "ITS", "SK", "PH", "CL"]

    /// (`CFBundleName`, `NSHumanReadableCopyright`: the prefix, then a word — a capital and a lower-case
    /// letter; `CLIENT_ID`, `INSTABUG_TOKEN` are an SDK's.)
    static func isApples(_ key: String) -> Bool {
        applePrefixes.contains { prefix in
            guard key.hasPrefix(prefix) else { return false }
            let rest = key.dropFirst(prefix.count)
            return rest.isEmpty || rest.first?.isUppercase == true && rest.dropFirst().first?.isLowercase != false
        }
    }

    static func findStrings(_ value: Any, keyPath: String, where matches: (String) -> Bool, into found: inout [StringSetting]) {
        switch value {
        case let text as String where matches(text):
            found.append(StringSetting(keyPath: keyPath, value: text))
        case let dictionary as [String: Any]:
            for key in dictionary.keys.sorted() {
                findStrings(dictionary[key]!, keyPath: keyPath.isEmpty ? key : "\(keyPath).\(key)", where: matches, into: &found)
            }
        case let array as [Any]:
            for (index, element) in array.enumerated() {
                findStrings(element, keyPath: "\(keyPath)[\(index)]", where: matches, into: &found)
            }
        default:
            break
        }
    }
}
