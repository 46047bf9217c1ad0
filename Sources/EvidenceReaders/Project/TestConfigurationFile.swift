import EvidenceCore
import Foundation

/// A test plan (`.xctestplan`, JSON) or a shared scheme (`.xcscheme`, XML) of the checkout, as collect
/// archives them under `sources/`: what the tests ran with, which the log names (`-testPlan`, `-scheme`)
/// but never shows. Read for the StoreKit configuration it selects — without one (and without a test
/// session of the test's own) StoreKit has no products to give a test on a Simulator.
package struct TestConfigurationFile: Sendable, Hashable {
    package enum Kind: String, Sendable {
        case testPlan = "test plan"
        case scheme
    }

    /// Where the archive holds it (`sources/TestPlans/AppCI.xctestplan`).
    package let path: String
    package let kind: Kind
    /// The file's name without its extension: what `-testPlan` and `-scheme` name.
    package let name: String
    /// The StoreKit configuration file it selects (`../../App/Products.storekit`), nil when it selects none.
    package let storeKitConfiguration: String?
    /// A scheme's test plan that `xcodebuild test -scheme` runs when no `-testPlan` is given: the one marked
    /// `default = "YES"` among its `<TestPlanReference>`s, or its only one; by name (`AppCI`). Nil for a plan, or a
    /// scheme without plans (its Test action's own options are what ran).
    package let defaultTestPlan: String?
    /// A scheme that names test plans (its Test action's own options then are not what ran).
    package let hasTestPlans: Bool

    /// The extensions of the files read (collect archives these, and `.storekit` files).
    package static let extensions: Set<String> = ["xctestplan", "xcscheme"]
    /// A StoreKit configuration's own extension.
    package static let storeKitExtension = "storekit"

    package init(path: String, kind: Kind, name: String, storeKitConfiguration: String?, defaultTestPlan: String? = nil, hasTestPlans: Bool? = nil) {
        self.path = path
        self.kind = kind
        self.name = name
        self.storeKitConfiguration = storeKitConfiguration
        self.defaultTestPlan = defaultTestPlan
        self.hasTestPlans = hasTestPlans ?? (defaultTestPlan != nil)
    }

    /// The file at `path` (its extension says which kind), nil for another file or one that does not
    /// read as its kind (a plan that is no JSON object, a scheme without its root element).
    package static func read(path: String, bytes: [UInt8]) -> TestConfigurationFile? {
        let file = (path as NSString).lastPathComponent
        let name = (file as NSString).deletingPathExtension
        switch (file as NSString).pathExtension {
        case "xctestplan":
            guard let plan = (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any] else { return nil }
            return TestConfigurationFile(path: path, kind: .testPlan, name: name, storeKitConfiguration: storeKitConfiguration(inPlan: plan))
        case "xcscheme":
            let text = String(decoding: bytes, as: UTF8.self)
            guard text.contains("<Scheme") else { return nil }
            return TestConfigurationFile(path: path, kind: .scheme, name: name, storeKitConfiguration: storeKitConfiguration(inScheme: text),
                                         defaultTestPlan: defaultTestPlan(inScheme: text), hasTestPlans: text.contains("<TestPlanReference"))
        default:
            return nil
        }
    }

    /// A plan's StoreKit configuration: its default options' or any configuration's, under whichever key
    /// spells it (`storeKitConfiguration`, `storeKitConfigurationFileReference`), a path or `{identifier: path}`.
    static func storeKitConfiguration(inPlan plan: [String: Any]) -> String? {
        var options: [[String: Any]] = [(plan["defaultOptions"] as? [String: Any]) ?? [:]]
        for configuration in (plan["configurations"] as? [[String: Any]]) ?? [] {
            options.append((configuration["options"] as? [String: Any]) ?? [:])
        }
        for option in options {
            for (key, value) in option where key.lowercased().hasPrefix("storekitconfiguration") {
                if let path = value as? String, !path.isEmpty { return path }
                if let reference = value as? [String: Any], let path = reference["identifier"] as? String, !path.isEmpty { return path }
            }
        }
        return nil
    }

    /// A scheme's `<StoreKitConfigurationFileReference identifier = "…">` (its Run or Test action's).
    static func storeKitConfiguration(inScheme text: String) -> String? {
        elements("<StoreKitConfigurationFileReference", in: text).lazy.compactMap { attribute("identifier", of: $0) }.first
    }

    /// `<TestPlanReference reference = "container:TestPlans/AppCI.xctestplan" default = "YES">` → `AppCI`.
    static func defaultTestPlan(inScheme text: String) -> String? {
        let plans = elements("<TestPlanReference", in: text).compactMap { element -> (name: String, isDefault: Bool)? in
            guard let reference = attribute("reference", of: element), reference.hasSuffix(".xctestplan") else { return nil }
            let file = reference.split(separator: "/").last.map(String.init) ?? reference
            let name = String(file.split(separator: ":").last ?? Substring(file)).dropLast(".xctestplan".count)
            return (String(name), attribute("default", of: element) == "YES")
        }
        return (plans.first { $0.isDefault } ?? (plans.count == 1 ? plans[0] : nil))?.name
    }

    /// Each element's attributes (the text from its name to its `>`).
    static func elements(_ opening: String, in text: String) -> [Substring] {
        var found: [Substring] = []
        var rest = text[...]
        while let start = rest.range(of: opening), found.count < 64 {
            let element = rest[start.upperBound...].prefix { $0 != ">" }
            found.append(element)
            rest = rest[element.endIndex...]
        }
        return found
    }

    /// An attribute's value (`name = "value"`, as Xcode writes it, or `name="value"`), nil when absent or empty.
    static func attribute(_ name: String, of element: Substring) -> String? {
        var rest = element
        while let found = rest.range(of: name) {
            let before = found.lowerBound == rest.startIndex ? " " : rest[rest.index(before: found.lowerBound)]
            let value = rest[found.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\t" }
            if before.isWhitespace, value.first == "=" {
                let quoted = value.dropFirst().drop { $0 == " " || $0 == "\n" || $0 == "\t" }
                guard quoted.first == "\"" else { return nil }
                let text = quoted.dropFirst().prefix { $0 != "\"" }
                return text.isEmpty ? nil : String(text)
            }
            rest = rest[found.upperBound...]
        }
        return nil
    }
}
