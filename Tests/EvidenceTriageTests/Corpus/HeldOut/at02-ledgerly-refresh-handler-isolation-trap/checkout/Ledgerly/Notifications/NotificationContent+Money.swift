import Foundation

enum NotificationContent {
    static func money(_ amount: Decimal, code: String) -> String {
        // ambient locale: renders CA$ on an en_CA machine, $ on en_US
        amount.formatted(.currency(code: code))
    }
}
