using System.Collections;
using Lanternfall.World;
using NUnit.Framework;
using UnityEngine;
using UnityEngine.SceneManagement;
using UnityEngine.TestTools;

namespace Lanternfall.Tests.PlayMode
{
    public class LevelFlowTests
    {
        [UnityTest]
        public IEnumerator LoadsWorldMapOnStart()
        {
            yield return SceneManager.LoadSceneAsync("WorldMap");
            Assert.AreEqual("WorldMap", SceneManager.GetActiveScene().name);
        }

        [UnityTest]
        public IEnumerator LoadsHarbourLevelFromWorldMap()
        {
            yield return SceneManager.LoadSceneAsync("WorldMap");
            var loader = new GameObject("loader").AddComponent<LevelLoader>();

            yield return loader.Load(LevelLoader.HarbourScene);

            Assert.IsTrue(loader.IsLoaded);
            Assert.AreEqual("Harbour", SceneManager.GetActiveScene().name);
        }
    }
}
