import Testing
@testable import Quarry

struct RemainingTimeFormatterTests {

    @Test(arguments: [(59, "59 s"), (61, "1 min"), (3_700, "1 h 2 min")])
    func formatsRemainingTime(seconds: Int, expected: String) {
        #expect(RemainingTimeFormatter.string(seconds: seconds) == expected)
    }
}
