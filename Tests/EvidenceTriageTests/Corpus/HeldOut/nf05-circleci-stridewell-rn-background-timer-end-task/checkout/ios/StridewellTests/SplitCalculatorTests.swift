import Testing
@testable import Stridewell

@Suite struct SplitCalculatorTests {
    @Test func kilometreSplits() {
        let splits = SplitCalculator(unit: .kilometre).splits(distanceMetres: 5_000, durationSeconds: 1_500)
        #expect(splits.count == 5)
    }

    @Test func mileSplitsKeepPartialLastMile() {
        let splits = SplitCalculator(unit: .mile).splits(distanceMetres: 5_000, durationSeconds: 1_500)
        #expect(splits.count == 4)
        #expect(splits.last?.isPartial == true)
    }
}
