import Foundation

struct TollCostCalculator {
    let schedule: TollSchedule

    func cost(vehicle: VehicleClass, at date: Date) -> Decimal {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = schedule.timeZone
        let weekday = cal.component(.weekday, from: date)
        let isWeekend = weekday == 7 || weekday == 0
        return isWeekend ? schedule.weekendRate(vehicle) : schedule.rate(vehicle, hour: cal.component(.hour, from: date))
    }
}
