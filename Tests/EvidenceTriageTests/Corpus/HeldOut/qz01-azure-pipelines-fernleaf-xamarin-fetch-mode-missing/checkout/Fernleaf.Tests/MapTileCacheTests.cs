using System.Threading.Tasks;
using NUnit.Framework;
using Fernleaf.iOS.Maps;

namespace Fernleaf.Tests
{
    [TestFixture]
    public class MapTileCacheTests
    {
        [Test]
        public async Task EvictsOldestTile ()
        {
            var cache = new MapTileCache (capacity: 2);
            await cache.PutAsync ("12/655/1583", new byte [16]);
            await cache.PutAsync ("12/655/1584", new byte [16]);
            await cache.PutAsync ("12/656/1584", new byte [16]);
            Assert.IsFalse (await cache.ContainsAsync ("12/655/1583"));
        }
    }
}
