using System;
using System.IO;
using System.Threading.Tasks;
using Foundation;
using NUnit.Framework;
using Trailmark.iOS.Services;
using Trailmark.iOS.Tests.Support;

namespace Trailmark.iOS.Tests
{
    [TestFixture]
    public class OfflineTileDownloadTests
    {
        LocalTileServer server;
        string cacheDir;

        [SetUp]
        public void SetUp ()
        {
            server = LocalTileServer.Start ();
            cacheDir = Path.Combine (Environment.GetFolderPath (Environment.SpecialFolder.LocalApplicationData), "..", "Caches", "tiles");
            if (Directory.Exists (cacheDir))
                Directory.Delete (cacheDir, true);
            Directory.CreateDirectory (cacheDir);
        }

        [TearDown]
        public void TearDown () => server.Dispose ();

        [Test]
        public void TileKey_MapsToCachePath ()
        {
            var key = new TileKey (12, 2048, 1361);
            Assert.That (TileCache.PathFor (cacheDir, key), Does.EndWith ("12/2048/1361.pbf"));
        }

        [Test]
        public async Task CompletedDownload_IsMovedIntoTileCache ()
        {
            var key = new TileKey (12, 2048, 1361);
            var done = new TaskCompletionSource<TileKey> ();
            TileDownloadSession.Shared.TileFinished += (s, k) => { if (k.Equals (key)) done.TrySetResult (k); };

            TileDownloadSession.Shared.Enqueue (key, new NSUrl (server.UrlFor (key)), cacheDir);

            var winner = await Task.WhenAny (done.Task, Task.Delay (TimeSpan.FromSeconds (30)));
            Assert.That (winner, Is.SameAs (done.Task), "download did not finish");

            // give the delegate's file move a moment, then check the cache
            await Task.Delay (500);
            var dest = TileCache.PathFor (cacheDir, key);

            Assert.That (File.Exists (dest), Is.True, $"tile not in cache: {dest}");
            Assert.That (new FileInfo (dest).Length, Is.EqualTo (server.BytesFor (key)));
        }
    }
}
