using System.Collections;
using System.IO;
using NUnit.Framework;
using PocketOrchard.Content;
using UnityEngine;
using UnityEngine.TestTools;

namespace PocketOrchard.PlayModeTests
{
    public class ContentPackDownloadTests
    {
        const string PackUrl = "https://cdn-staging.mossgate.example/packs/spring-2027.bundle";

        [UnitySetUp]
        public IEnumerator CleanPacks()
        {
            var packs = Path.Combine(Application.persistentDataPath, "packs");
            if (Directory.Exists(packs))
                Directory.Delete(packs, true);
            yield return null;
        }

        [UnityTest, Timeout(120000)]
        public IEnumerator CompletedSeasonPackIsMovedToPersistentData()
        {
            var downloader = new SeasonPackDownloader();
            var op = downloader.Start(PackUrl, "spring-2027");
            yield return op;

            Assert.AreEqual(SeasonPackStatus.Done, op.Status, op.Error);
            var path = Path.Combine(Application.persistentDataPath, "packs", "spring-2027.bundle");
            Assert.IsTrue(File.Exists(path), $"pack reported Done but is missing at {path}");
        }
    }
}
