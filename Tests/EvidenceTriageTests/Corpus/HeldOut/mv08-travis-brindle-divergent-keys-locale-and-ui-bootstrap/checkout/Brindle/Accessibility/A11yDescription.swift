import Foundation

struct A11yDescription {
    enum Trait { case button, header, adjustable }
    let label: String
    let trait: Trait
    let value: String?

    var voiceOverText: String {
        let traitName: String
        switch trait {
        case .button: traitName = String(localized: "a11y.trait.button")
        case .header: traitName = String(localized: "a11y.trait.header")
        case .adjustable: traitName = String(localized: "a11y.trait.adjustable")
        }
        return "\(label). \(traitName)."
    }
}
