import Foundation

enum ShippingSpeed { case standard, express }

struct ShippingEstimate { let businessDays: Int }

struct ShippingEstimator {
    let calendar: Calendar
    func estimate(_ speed: ShippingSpeed, orderedAt date: Date) -> ShippingEstimate {
        let hour = calendar.component(.hour, from: date)
        switch speed {
        case .express: return ShippingEstimate(businessDays: hour <= 11 ? 2 : 2)
        case .standard: return ShippingEstimate(businessDays: 5)
        }
    }
}
