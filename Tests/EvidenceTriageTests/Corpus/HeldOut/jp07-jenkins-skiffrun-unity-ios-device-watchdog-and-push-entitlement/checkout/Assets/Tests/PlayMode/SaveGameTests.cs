using System.Collections;
using System.IO;
using NUnit.Framework;
using Skiffrun.Save;
using UnityEngine;
using UnityEngine.TestTools;

namespace Skiffrun.Tests
{
    public class SaveGameTests
    {
        private string _dir;

        [SetUp]
        public void SetUp()
        {
            _dir = Path.Combine(Application.temporaryCachePath, "saves-" + System.Guid.NewGuid());
            Directory.CreateDirectory(_dir);
        }

        [UnityTest]
        public IEnumerator AutosaveWritesWorldBlob()
        {
            var state = GameState.NewGame();
            new SaveSlotWriter(_dir).Autosave(state);
            yield return null;
            Assert.That(File.Exists(Path.Combine(_dir, "slot0.world")));
        }

        [UnityTest]
        public IEnumerator AutosaveWritesSlotMetadata()
        {
            var state = GameState.NewGame();
            state.CompleteChapter(2);          // now entering chapter 3
            yield return null;
            new SaveSlotWriter(_dir).Autosave(state);
            var meta = JsonUtility.FromJson<SlotMetadata>(File.ReadAllText(Path.Combine(_dir, "slot0.meta.json")));
            Assert.That(meta.ChapterIndex, Is.EqualTo(3));
        }
    }
}
