import Foundation

enum Night { case monday, tuesday, wednesday, thursday, friday, saturday, sunday }

struct Quote { let totalCents: Int }

enum BookingPrice {
    static let centsPerMetreNight = 450
    static let weekendSurchargeCents = 1_500

    static func quote(berthLength: Int, nights: [Night]) -> Quote {
        var total = 0
        for night in nights {
            total += berthLength * centsPerMetreNight
            if night == .saturday || night == .sunday {
                total += weekendSurchargeCents
            }
        }
        return Quote(totalCents: total)
    }
}
