import Testing
@testable import Tallowby

struct ReminderCopyTests {
    @Test func streakReminderText() {
        let copy = ReminderCopy.streak(days: 1, habit: "Stretch")
        #expect(copy.body == "Keep your 1-day Stretch streak going!")
    }

    @Test func morningReminderTitle() {
        #expect(ReminderCopy.morning(habit: "Read").title == "Good morning")
    }
}
