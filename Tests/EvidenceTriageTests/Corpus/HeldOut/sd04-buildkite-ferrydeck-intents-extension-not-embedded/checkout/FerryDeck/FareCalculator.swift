import Foundation

struct FareCalculator {
    let route: Route

    func quote(adults: Int, vehicle: Vehicle?, returnTrip: Bool) -> Quote {
        let legs = returnTrip ? 2 : 1
        var pence = route.adultFarePence * adults * legs
        if let vehicle {
            pence += route.vehicleFarePence(vehicle) * legs
            pence += route.vehicleSurchargePence * legs
        }
        return Quote(totalPence: pence)
    }
}
