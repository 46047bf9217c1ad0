import Foundation

enum HarbourFees {
    /// Winter tariff runs 1 November – 31 March.
    static func berthRatePerMetre(on date: Date, calendar: Calendar = .init(identifier: .gregorian)) -> Decimal {
        let month = calendar.component(.month, from: date)
        let winter = month >= 12 || month <= 3
        return winter ? Decimal(string: "22.10")! : Decimal(string: "18.40")!
    }
}
