import Foundation

struct AlertBannerModel {
    let alert: WeatherAlert
    var tintName: String {
        switch alert.severity {
        case .extreme: return "alertRed"
        case .severe, .moderate: return "alertOrange"
        case .minor, .unknown: return "alertYellow"
        }
    }
}
