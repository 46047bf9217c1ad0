using System.Collections;
using UnityEngine;
using UnityEngine.SceneManagement;

namespace Lanternfall.World
{
    /// <summary>Loads a level scene by its build-settings path.</summary>
    public class LevelLoader : MonoBehaviour
    {
        public const string HarbourScene = "Levels/Harbour";

        public bool IsLoaded { get; private set; }

        public IEnumerator Load(string scenePath)
        {
            IsLoaded = false;
            var op = SceneManager.LoadSceneAsync(scenePath, LoadSceneMode.Single);
            if (op == null)
            {
                yield break;
            }
            while (!op.isDone)
            {
                yield return null;
            }
            IsLoaded = true;
        }
    }
}
