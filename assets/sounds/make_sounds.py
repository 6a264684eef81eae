"""Synthesise Kegli's sound effects as small 16-bit mono WAV files.

Run ``python3 assets/sounds/make_sounds.py`` to rewrite the WAVs beside this script. The noise
is seeded, so the files come out the same byte for byte every time.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from collections.abc import Callable
from pathlib import Path

RATE = 22050
HERE = Path(__file__).resolve().parent


def _envelope(t: float, attack: float, decay: float) -> float:
    if t < attack:
        return t / attack
    return math.exp(-(t - attack) / decay)


def ball_click(rng: random.Random) -> list[float]:
    # Phenolic balls ring high and die in a few milliseconds.
    n = int(0.06 * RATE)
    out = []
    for i in range(n):
        t = i / RATE
        env = _envelope(t, 0.0004, 0.006)
        tone = 0.6 * math.sin(2 * math.pi * 3900 * t) + 0.3 * math.sin(2 * math.pi * 6100 * t)
        out.append(env * (tone + 0.35 * rng.uniform(-1, 1)))
    return out


def cushion_thump(rng: random.Random) -> list[float]:
    n = int(0.12 * RATE)
    out = []
    for i in range(n):
        t = i / RATE
        env = _envelope(t, 0.002, 0.025)
        tone = math.sin(2 * math.pi * (140 - 300 * t) * t) + 0.3 * math.sin(2 * math.pi * 420 * t)
        out.append(env * (0.8 * tone + 0.15 * rng.uniform(-1, 1)))
    return out


def cue_strike(rng: random.Random) -> list[float]:
    # Leather tip on a ball: a dull tock with a short noisy attack.
    n = int(0.07 * RATE)
    out = []
    for i in range(n):
        t = i / RATE
        env = _envelope(t, 0.0006, 0.012)
        tone = 0.7 * math.sin(2 * math.pi * 1150 * t) + 0.3 * math.sin(2 * math.pi * 2300 * t)
        out.append(env * (tone + 0.25 * rng.uniform(-1, 1)))
    return out


def pocket_drop(rng: random.Random) -> list[float]:
    # A short roll along the jaw, then the thud into the net.
    n = int(0.35 * RATE)
    out = []
    for i in range(n):
        t = i / RATE
        roll = 0.25 * _envelope(t, 0.01, 0.08) * rng.uniform(-1, 1)
        thud_t = t - 0.12
        thud = 0.0
        if thud_t > 0:
            thud = _envelope(thud_t, 0.003, 0.05) * math.sin(2 * math.pi * 95 * thud_t)
        out.append(roll + 0.9 * thud)
    return out


def pin_fall(rng: random.Random) -> list[float]:
    # A light wooden pin: a hollow knock and a rattle as it lies down.
    n = int(0.25 * RATE)
    out = []
    for i in range(n):
        t = i / RATE
        knock = _envelope(t, 0.0005, 0.015) * math.sin(2 * math.pi * 1750 * t)
        second = 0.0
        if t > 0.07:
            second = 0.5 * _envelope(t - 0.07, 0.0005, 0.02) * math.sin(2 * math.pi * 1500 * t)
        noise = 0.15 * _envelope(t, 0.001, 0.05) * rng.uniform(-1, 1)
        out.append(0.8 * knock + second + noise)
    return out


SOUNDS: dict[str, Callable[[random.Random], list[float]]] = {
    "ball": ball_click,
    "cushion": cushion_thump,
    "strike": cue_strike,
    "pocket": pocket_drop,
    "pin": pin_fall,
}


def write_wav(path: Path, samples: list[float]) -> None:
    peak = max(1e-9, max(abs(s) for s in samples))
    scale = 0.85 * 32767 / peak
    frames = b"".join(struct.pack("<h", round(s * scale)) for s in samples)
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(frames)


def main() -> None:
    for name, make in SOUNDS.items():
        write_wav(HERE / f"{name}.wav", make(random.Random(name)))


if __name__ == "__main__":
    main()
