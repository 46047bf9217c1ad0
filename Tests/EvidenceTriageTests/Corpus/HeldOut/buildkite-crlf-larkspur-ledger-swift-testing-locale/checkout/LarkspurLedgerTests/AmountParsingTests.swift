import Testing
@testable import LarkspurLedger

@Suite("Amount parsing")
struct AmountParsingTests {
    @Test func parsesIntegerInput() {
        #expect("42".amountValue == 42)
    }

    /// Bank CSV exports always use "." as the decimal separator, whatever the
    /// user's region is set to.
    @Test func parsesPlainDecimalInput() {
        #expect("12.50".amountValue == 12.5)
    }

    @Test func parsesGroupedThousands() {
        #expect("1,234.50".amountValue == 1234.5)
    }

    @Test func rejectsGarbage() {
        #expect("twelve".amountValue == nil)
    }
}
