import Testing
import Shared

@Suite struct SurveyCsvParserTests {
    @Test func parsesHeaderRow() throws {
        let rows = try SurveyCsvParser().parse("plot,species,count,notes\n")
        #expect(rows.isEmpty)
    }

    @Test func parsesQuotedCommas() throws {
        let rows = try SurveyCsvParser().parse("plot,species,count,notes\nB7,\"Dryopteris filix-mas, young\",3,\n")
        let row = try #require(rows.first)
        #expect(row.fields.count == 4)
        #expect(row.fields[1] == "Dryopteris filix-mas, young")
    }
}
