using System.Threading.Tasks;
using NUnit.Framework;
using Fernleaf.Core.Sync;

namespace Fernleaf.Tests
{
    [TestFixture]
    public class SyncCursorTests
    {
        [Test]
        public async Task CursorAdvancesAfterBatch ()
        {
            var store = new InMemoryCursorStore ("c-100");
            var sync = new ObservationSync (store, FakeApi.WithPages ("c-100", "c-140"));
            await sync.RunOnceAsync ();
            Assert.AreEqual ("c-140", store.Current);
        }

        [Test]
        public async Task CursorNotAdvancedOnFailedBatch ()
        {
            var store = new InMemoryCursorStore ("c-100");
            var api = FakeApi.WithPages ("c-100", "c-140").FailingUpload (atIndex: 3);
            var sync = new ObservationSync (store, api);
            Assert.ThrowsAsync<UploadFailedException> (() => sync.RunOnceAsync ());
            Assert.AreEqual ("c-100", store.Current, "cursor must stay on the last committed page");
        }
    }
}
