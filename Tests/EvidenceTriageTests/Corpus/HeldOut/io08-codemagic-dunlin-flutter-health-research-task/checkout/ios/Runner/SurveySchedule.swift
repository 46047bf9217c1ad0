import Foundation

struct SurveySchedule {
  let studyTimeZone: TimeZone

  func eveningSurveyDue(after date: Date, deviceTimeZone: TimeZone) -> Date {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = deviceTimeZone
    return calendar.date(bySettingHour: 21, minute: 0, second: 0, of: date)!
  }
}
