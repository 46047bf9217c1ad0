import Foundation

enum PassengerType { case adult, child, infant }

struct FareCalculator {
    let adultFareCents: Int
    func fare(for type: PassengerType) -> Int {
        switch type {
        case .adult: return adultFareCents
        case .child: return adultFareCents * 3 / 4
        case .infant: return 0
        }
    }
}
