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

    /// The extensions of the files read (collect archives these, and `.storekit` files).
    package static let extensions: Set<String> = ["xctestplan", "xcscheme"]
    /// A StoreKit configuration's own extension.
    package static let storeKitExtension = "storekit"

    package init(path: String, kind: Kind, name: String, storeKitConfiguration: String?) {
        self.path = path
        self.kind = kind
        self.name = name
        self.storeKitConfiguration = storeKitConfiguration
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
            return TestConfigurationFile(path: path, kind: .scheme, name: name, storeKitConfiguration: storeKitConfiguration(inScheme: text))
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
        guard let element = text.range(of: "<StoreKitConfigurationFileReference") else { return nil }
        let rest = text[element.upperBound...].prefix { $0 != ">" }
        guard let attribute = rest.range(of: "identifier") else { return nil }
        let value = rest[attribute.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\n" || $0 == "\t" }
        guard value.first == "\"" else { return nil }
        let path = value.dropFirst().prefix { $0 != "\"" }
        return path.isEmpty ? nil : String(path)
    }
}
