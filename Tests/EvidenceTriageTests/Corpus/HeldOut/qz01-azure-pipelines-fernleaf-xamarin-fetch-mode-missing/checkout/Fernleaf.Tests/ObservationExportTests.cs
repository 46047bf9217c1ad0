using NUnit.Framework;
using Fernleaf.Core.Export;

namespace Fernleaf.Tests
{
    [TestFixture]
    public class ObservationExportTests
    {
        [Test]
        public void CsvHeaderMatchesColumns ()
        {
            Assert.AreEqual ("species,count,observed_at", CsvExporter.Header);
        }

        [Test]
        public void CsvEscapesCommas ()
        {
            var row = CsvExporter.Row (new Observation ("Oak, red", 3, "2026-08-12T07:40:00Z"));
            Assert.AreEqual ("\"Oak, red\",3,2026-08-12T07:40:00Z", row);
        }
    }
}
